import ArgumentParser
import Foundation

/// A window size given as `WxH` in points, e.g. `1280x800`.
struct WindowSize: ExpressibleByArgument, Equatable, CustomStringConvertible {
    var width: Int
    var height: Int

    static let minimum = WindowSize(width: 320, height: 240)
    static let maximum = WindowSize(width: 8192, height: 8192)

    init(width: Int, height: Int) { self.width = width; self.height = height }

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
              (Self.minimum.width...Self.maximum.width).contains(w),
              (Self.minimum.height...Self.maximum.height).contains(h) else { return nil }
        self.init(width: w, height: h)
    }

    var cgSize: CGSize { CGSize(width: Double(width), height: Double(height)) }
    var description: String { "\(width)x\(height)" }
    static var defaultValueDescription: String { "1280x800" }
}
