import Foundation

// Owned by the animation engine (issue 3). Until animations exist, presentation equals model.
extension CALayer {
    /// The values the compositor draws this frame: the model with running animations applied.
    public var presentationState: LayerState { model }

    /// A copy of the layer as currently on screen (Core Animation's presentation layer).
    public func presentation() -> CALayer? {
        let copy = CALayer()
        copy.model = presentationState
        copy.contents = contents
        return copy
    }
}
