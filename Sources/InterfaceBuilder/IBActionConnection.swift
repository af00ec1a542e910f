/// `<action selector= destination= eventType=>`: a target-action pair the
/// control (the source) registers.
public struct IBActionConnection: Sendable, Hashable {
    public var id: String?
    public var sourceID: String
    /// The Objective-C selector, with its colons ("didTap:").
    public var selector: String
    /// The target; nil targets the responder chain.
    public var destinationID: String?
    /// "touchUpInside", "valueChanged", "editingChanged"…; nil for bar button
    /// items and gesture recognizers, which have a single action.
    public var eventType: String?
    public var element: IBElement
}
