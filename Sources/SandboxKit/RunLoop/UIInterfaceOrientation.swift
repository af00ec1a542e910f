/// Which way up the device is held. Landscape left: the home side on the left (the content turned a
/// quarter counter-clockwise from portrait); landscape right, the other way.
public enum UIInterfaceOrientation: Int, Sendable {
    case portrait = 1, landscapeLeft = 4, landscapeRight = 3

    public var isLandscape: Bool { self != .portrait }
    public var isPortrait: Bool { self == .portrait }
}
