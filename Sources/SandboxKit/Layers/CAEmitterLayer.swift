import Foundation

/// Core Animation's particle emitter, with its properties as apps set them. Particles are not drawn
/// yet: the layer itself composites as a plain layer, and giving it cells reports once that particles
/// are not simulated.
open class CAEmitterLayer: CALayer {
    open var emitterCells: [CAEmitterCell]? {
        didSet { if !(emitterCells ?? []).isEmpty { NotSimulated.record("CAEmitterLayer (particles are not drawn)") } }
    }
    open var birthRate: Float = 1
    open var lifetime: Float = 1
    open var emitterPosition = CGPoint.zero
    open var emitterZPosition: CGFloat = 0
    open var emitterSize = CGSize.zero
    open var emitterDepth: CGFloat = 0
    open var emitterShape: CAEmitterLayerEmitterShape = .point
    open var emitterMode: CAEmitterLayerEmitterMode = .volume
    open var renderMode: CAEmitterLayerRenderMode = .unordered
    open var preservesDepth = false
    open var velocity: Float = 1
    open var scale: Float = 1
    open var spin: Float = 1
    open var seed: UInt32 = 0

    public override init() { super.init() }

    override class func makeBackingLayer() -> CALayer { CAEmitterLayer() }
}
