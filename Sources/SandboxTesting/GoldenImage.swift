import Foundation
import SandboxMedia

/// Compares an image with a golden PNG, channel by channel on what a PNG holds (straight alpha).
///
/// - `tolerance` is the largest per-channel difference allowed (0 = exact).
/// - On a mismatch it writes `<name>.actual.png` and `<name>.diff.png` beside the golden (the diff shows
///   differing pixels in red over a faded copy of the golden); a match removes them.
/// - A missing golden is written when `record` is `.missing` or `.all`; with `.never` the actual image
///   is written beside where the golden would be, and the comparison fails.
public enum GoldenImage {
    public enum Outcome: Equatable, Sendable {
        case matched
        /// The golden was written (record mode); nothing was compared.
        case recorded(path: String)
        case failed(message: String)
    }

    public static func compare(_ actual: StraightImage, withGoldenAt golden: String, tolerance: Int = 0,
                               record: SandboxRecordMode) -> Outcome {
        let base = (golden as NSString).deletingPathExtension
        let actualPath = base + ".actual.png", diffPath = base + ".diff.png"
        let exists = FileManager.default.fileExists(atPath: golden)
        if record == .all || (record == .missing && !exists) {
            do {
                try FileManager.default.createDirectory(
                    atPath: (golden as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try PNGFile.write(actual, to: golden)
            } catch { return .failed(message: "cannot write golden \(golden): \(error)") }
            try? FileManager.default.removeItem(atPath: actualPath)
            try? FileManager.default.removeItem(atPath: diffPath)
            return .recorded(path: golden)
        }
        guard exists else {
            try? FileManager.default.createDirectory(
                atPath: (golden as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try? PNGFile.write(actual, to: actualPath)
            return .failed(message: "no golden \(golden); the actual image is at \(actualPath)")
        }
        let expected: StraightImage
        do { expected = try PNGFile.readStraight(golden) } catch {
            return .failed(message: "cannot read golden \(golden): \(error)")
        }
        let name = (golden as NSString).lastPathComponent
        guard expected.width == actual.width, expected.height == actual.height else {
            try? PNGFile.write(actual, to: actualPath)
            return .failed(message: "\(name): size \(actual.width)×\(actual.height) differs from the golden's \(expected.width)×\(expected.height); see \(actualPath)")
        }
        let diff = ImageDiff(expected: expected, actual: actual, tolerance: tolerance)
        if diff.differingPixels == 0 {
            try? FileManager.default.removeItem(atPath: actualPath)
            try? FileManager.default.removeItem(atPath: diffPath)
            return .matched
        }
        try? PNGFile.write(actual, to: actualPath)
        try? PNGFile.write(diff.image, to: diffPath)
        return .failed(message: "\(name): \(diff.differingPixels) pixels differ by more than \(tolerance) (max \(diff.maxChannelDifference)); see \(actualPath) and \(diffPath)")
    }
}
