import Foundation
import Raster
import SandboxTesting
import SandboxMedia
import XCTest

/// Compares a rendered bitmap with a golden PNG checked in beside the test file, under `Goldens/`
/// (SandboxTesting's `GoldenImage`: exact when `tolerance` is 0, actual and diff images written beside
/// the golden on a mismatch, both ignored by git).
/// A missing golden fails the test and writes the actual image; with `RECORD_GOLDENS=1` in the
/// environment it writes the golden instead and passes (look at it before committing).
public func assertGolden(_ bitmap: Bitmap, named name: String, tolerance: Int = 0,
                         file: StaticString = #filePath, line: UInt = #line) {
    let dir = ((("\(file)") as NSString).deletingLastPathComponent as NSString).appendingPathComponent("Goldens")
    let golden = (dir as NSString).appendingPathComponent("\(name).png")
    let record: SandboxRecordMode = ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" ? .all : .never
    if case .failed(let message) = GoldenImage.compare(StraightImage(bitmap), withGoldenAt: golden, tolerance: tolerance, record: record) {
        XCTFail(record == .never && !FileManager.default.fileExists(atPath: golden)
                ? message + " (RECORD_GOLDENS=1 writes goldens)" : message, file: file, line: line)
    }
}
