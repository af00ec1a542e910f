/// `<outlet property= destination=>`: UIKit sets `source.property = destination`.
public struct IBOutletConnection: Sendable, Hashable {
    public var id: String?
    public var sourceID: String
    public var property: String
    public var destinationID: String
    /// `appliesToXIBs="NO"` in storyboards marks an outlet used only when the
    /// scene is compiled as a nib for the storyboard itself; true when absent.
    public var appliesToXIBs: Bool
    public var element: IBElement
}
