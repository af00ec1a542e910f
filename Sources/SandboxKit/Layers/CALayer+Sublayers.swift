import Foundation

// Core Animation's layer tree. A view's subviews' layers are sublayers of its layer, as on iOS: the
// `sublayers` of a view's layer list them together with the layers added directly, in drawing order.
//
// The subviews stay the truth for the view layers (UIKit's hierarchy code is untouched): a layer keeps
// its own list (`sublayerOrder`) only once a layer that backs no view is added to it, and that list is
// brought in line with the subviews whenever it is read. There each added layer stays right above the
// view layer it was above (or at the bottom), so `insertSublayer(_:at: 0)` stays under every subview, a
// later `addSubview` goes on top, and `addSublayer` after the subviews draws over them. Moving a subview
// (bringSubviewToFront) carries the added layers right above it along.
extension CALayer {
    /// The layer this one is a sublayer of: the superview's layer for a view's layer.
    public var superlayer: CALayer? {
        if let view { return view.superview?.layer }
        return parentLayer
    }

    /// The sublayers in drawing order (bottom first), subviews' layers included; nil when there are none.
    public var sublayers: [CALayer]? {
        get {
            let all = orderedSublayers
            return all.isEmpty ? nil : all
        }
        set {
            for l in orderedSublayers where l.parentLayer === self { l.removeFromSuperlayer() }
            for l in newValue ?? [] { addSublayer(l) }
        }
    }

    public func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(clamping: orderedSublayers.count))
    }

    public func insertSublayer(_ layer: CALayer, at index: UInt32) {
        guard layer !== self, !isInSuperlayerChain(of: layer) else { return }
        if let child = layer.view {
            // A view's layer moves with its view: the subview goes where the layer asks to be.
            guard let host = view else { return }
            let below = orderedSublayers.prefix(Int(index)).filter { $0.view?.superview === host && $0 !== layer }.count
            host.insertSubview(child, at: below)
            return
        }
        layer.removeFromSuperlayer()
        var list = orderedSublayers
        list.insert(layer, at: min(Int(index), list.count))
        sublayerOrder = list
        layer.parentLayer = self
        layer.setNeedsComposite()
        setNeedsComposite()
    }

    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard let sibling, let i = orderedSublayers.firstIndex(where: { $0 === sibling }) else {
            return insertSublayer(layer, at: 0)
        }
        let adjust = orderedSublayers.prefix(i).contains { $0 === layer } ? 1 : 0
        insertSublayer(layer, at: UInt32(i - adjust))
    }

    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling, let i = orderedSublayers.firstIndex(where: { $0 === sibling }) else { return addSublayer(layer) }
        let adjust = orderedSublayers.prefix(i).contains { $0 === layer } ? 1 : 0
        insertSublayer(layer, at: UInt32(i + 1 - adjust))
    }

    public func replaceSublayer(_ old: CALayer, with new: CALayer) {
        guard old.superlayer === self, let i = orderedSublayers.firstIndex(where: { $0 === old }) else { return }
        old.removeFromSuperlayer()
        insertSublayer(new, at: UInt32(i))
    }

    /// Detaches the layer (a view's layer: its view leaves its superview, as on iOS).
    public func removeFromSuperlayer() {
        if let view { view.removeFromSuperview(); return }
        guard let parent = parentLayer else { return }
        // Damaged while still in the tree, so the area it covered is repainted.
        setNeedsComposite()
        var list = parent.orderedSublayers
        list.removeAll { $0 === self }
        parentLayer = nil
        parent.sublayerOrder = list.contains { $0.parentLayer === parent } ? list : nil
    }

    /// Whether `layer` is this layer or one of its superlayers (adding it would make a cycle).
    private func isInSuperlayerChain(of layer: CALayer) -> Bool {
        var l: CALayer? = self
        var depth = 0
        while let cur = l, depth < 100_000 {
            if cur === layer { return true }
            l = cur.superlayer
            depth += 1
        }
        return false
    }

    /// The sublayers in drawing order, computed from the stored list and the view's subviews now
    /// (reading only, so the compositor's band threads may call it at once).
    var orderedSublayers: [CALayer] {
        guard let order = sublayerOrder else { return view?.subviews.map(\.layer) ?? [] }
        let subviews = view?.subviews ?? []
        var bottom: [CALayer] = []
        var above: [ObjectIdentifier: [CALayer]] = [:]
        var anchor: CALayer?
        var viewLayers: [CALayer] = []
        for entry in order {
            if entry.parentLayer === self {
                if let a = anchor { above[ObjectIdentifier(a), default: []].append(entry) } else { bottom.append(entry) }
            } else if let v = entry.view, v.superview === view, view != nil {
                anchor = entry
                viewLayers.append(entry)
            }
        }
        var result = bottom
        if viewLayers.count == subviews.count && zip(viewLayers, subviews).allSatisfy({ $0 === $1.layer }) {
            result = order.filter { $0.parentLayer === self || ($0.view?.superview === view && view != nil) }
        } else {
            for s in subviews {
                result.append(s.layer)
                result += above[ObjectIdentifier(s.layer)] ?? []
            }
        }
        guard result.contains(where: { $0.zPosition != 0 }) else { return result }
        return result.enumerated().sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }.map(\.element)
    }

    /// Calls `body` with each sublayer in drawing order: the subviews' layers straight from the view when
    /// no other sublayer was added (the compositor's common case, with no list built).
    @inline(__always)
    func forEachSublayer(_ body: (CALayer) -> Void) {
        if sublayerOrder != nil {
            for l in orderedSublayers { body(l) }
        } else if let subviews = view?.subviews {
            for s in subviews { body(s.layer) }
        }
    }

    /// Whether the layer has sublayers at all (cheap for a view's layer).
    var hasSublayers: Bool {
        sublayerOrder != nil || !(view?.subviews.isEmpty ?? true)
    }
}
