/// The descriptor numbers a device process is given, chosen here once for every host (the commands',
/// the window's, a fork server's child): its event pipe, and for a device a window shows, the control
/// socket and the shared frame memory. Standard input, output and error are 0, 1 and 2 as usual.
public enum DeviceDescriptor {
    /// The event pipe (`DeviceReport` lines).
    public static let events: Int32 = 3
    /// The window's control socket (messages both ways).
    public static let control: Int32 = 4
    /// The window's shared frame memory.
    public static let frames: Int32 = 5
}
