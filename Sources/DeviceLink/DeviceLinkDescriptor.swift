import DeviceFork
import Foundation

/// Where a device that a window shows finds its link, part of its launch settings
/// (`DeviceLaunchSettings.link`): the descriptors it inherits (the control socket, the shared frame
/// memory, the event pipe) and `scale`, the device screen's pixels per point, chosen by the window for
/// the size it shows the device at.
public struct DeviceLinkDescriptor: Codable, Equatable, Sendable {
    public var controlDescriptor: Int32
    public var framesDescriptor: Int32
    public var eventsDescriptor: Int32
    public var scale: Int

    public init(controlDescriptor: Int32 = DeviceDescriptor.control, framesDescriptor: Int32 = DeviceDescriptor.frames,
                eventsDescriptor: Int32 = DeviceDescriptor.events, scale: Int) {
        self.controlDescriptor = controlDescriptor
        self.framesDescriptor = framesDescriptor
        self.eventsDescriptor = eventsDescriptor
        self.scale = scale
    }

    /// A link this version can use: descriptors that can be, a scale of 1 to 3.
    var isValid: Bool {
        (1...3).contains(scale) && [controlDescriptor, framesDescriptor, eventsDescriptor].allSatisfy { $0 >= 0 }
    }
}
