import Foundation
import Raster

/// "Frame N ready": the device finished writing a whole frame into one of the shared buffers. `damage`
/// is what changed since the frame it published before, in pixels (the whole frame for the first).
public struct FrameNotice: Equatable, Sendable {
    public var number: Int
    public var buffer: Int
    public var width: Int
    public var height: Int
    public var damage: IntRect

    public init(number: Int, buffer: Int, width: Int, height: Int, damage: IntRect) {
        self.number = number; self.buffer = buffer; self.width = width; self.height = height; self.damage = damage
    }
}
