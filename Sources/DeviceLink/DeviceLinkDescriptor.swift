import Foundation

/// How a window tells the device process it launched where the link is: the environment variable
/// `SANDBOX_DEVICE_LINK`, for example `control=3,frames=4,events=5,scale=2,memory=4096`. The numbers are
/// file descriptors the device inherits (the control socket, the shared frame memory, the event pipe);
/// `scale` is the device screen's pixels per point, chosen by the window for the size it shows the device
/// at; `memory` the megabytes of heap the device may use (0: no limit of the link's own).
public struct DeviceLinkDescriptor: Equatable, Sendable {
    public static let environmentKey = "SANDBOX_DEVICE_LINK"

    public var controlDescriptor: Int32
    public var framesDescriptor: Int32
    public var eventsDescriptor: Int32
    public var scale: Int
    public var memoryLimitMegabytes: Int

    public init(controlDescriptor: Int32, framesDescriptor: Int32, eventsDescriptor: Int32, scale: Int, memoryLimitMegabytes: Int = 0) {
        self.controlDescriptor = controlDescriptor
        self.framesDescriptor = framesDescriptor
        self.eventsDescriptor = eventsDescriptor
        self.scale = scale
        self.memoryLimitMegabytes = memoryLimitMegabytes
    }

    /// The descriptor in the variable's value, nil when the value is not one.
    public init?(environmentValue value: String) {
        var fields: [String: Int] = [:]
        for part in value.split(separator: ",") {
            let kv = part.split(separator: "=", maxSplits: 1)
            guard kv.count == 2, let n = Int(kv[1]) else { return nil }
            fields[String(kv[0])] = n
        }
        guard let c = fields["control"], let f = fields["frames"], let e = fields["events"] else { return nil }
        let scale = fields["scale"] ?? 1, memory = fields["memory"] ?? 0
        guard (1...3).contains(scale), memory >= 0, [c, f, e].allSatisfy({ $0 >= 0 && $0 <= Int(Int32.max) }) else { return nil }
        self.init(controlDescriptor: Int32(c), framesDescriptor: Int32(f), eventsDescriptor: Int32(e), scale: scale,
                  memoryLimitMegabytes: memory)
    }

    public var environmentValue: String {
        "control=\(controlDescriptor),frames=\(framesDescriptor),events=\(eventsDescriptor),scale=\(scale),memory=\(memoryLimitMegabytes)"
    }
}
