import Foundation
import Raster

extension UIApplication {
    /// The display pass of the commit phase: every view in a changed part of the tree whose content is
    /// stale (`needsDisplay`) draws it again.
    /// A changed layer inside a subtree this pass already walked (a subtree just added lists every layer
    /// in it, top down) is not walked again: that made the pass quadratic in a deep chain.
    func displayPass(_ window: UIWindow) {
        window.compositor.displayPassCount &+= 1
        let pass = window.compositor.displayPassCount
        for layer in window.compositor.changedLayers where layer.compositing.displayedPass != pass {
            guard let view = layer.view, view.window === window else { continue }
            displaySubtree(view, pass: pass)
        }
    }

    /// Displays the stale views of a subtree (hidden subtrees wait until shown: showing one marks it
    /// changed), stamping each walked layer with `pass` when one is given.
    func displaySubtree(_ view: UIView, pass: Int? = nil) {
        if let pass { view.layer.compositing.displayedPass = pass }
        guard !view.layer.presentationState.isHidden else { return }
        if view.needsDisplay { display(view) }
        for sub in view.subviews { DeepWalk.descend { displaySubtree(sub, pass: pass) } }
    }

    /// Calls `draw(_:)` with a current context drawing into a fresh backing store of the view's bounds at
    /// the screen's scale. The store is only allocated when `draw(_:)` actually draws: a view that does
    /// not override `draw(_:)` (most views) costs one call and keeps no backing store.
    func display(_ view: UIView) {
        view.needsDisplay = false
        let layer = view.layer
        let bounds = view.bounds
        let context = CGContext(size: bounds.size, origin: bounds.origin, scale: screen.scale)
        // Text drawn by `draw(_:)` (`String.draw(at:withAttributes:)`) takes this application's fonts.
        context.fonts = fonts
        if context.pixelWidth > 0, context.pixelHeight > 0 {
            UIGraphicsPushContext(context)
            // dynamic colours read while drawing resolve against the view's traits, as UIKit sets them
            view.traitCollection.performAsCurrent { view.draw(bounds) }
            UIGraphicsPopContext()
        }
        if let drawn = context.bitmapIfDrawn {
            layer.contents = drawn
            layer.compositing.contentsFromDraw = true
        } else if layer.compositing.contentsFromDraw {
            layer.contents = nil
            layer.compositing.contentsFromDraw = false
        }
    }

    /// The end of commit: each running transition that a composite would draw (its container and every
    /// ancestor shown) takes its "after" snapshot, the new look as this commit left it, in the order the
    /// transitions started. Taking it draws views, which composite must not do (PhaseRule).
    func captureTransitionSnapshots() {
        for layer in animator.animatingLayers {
            guard let transition = layer.runningTransition, let view = layer.view,
                  let window = view.window, window.application === self, Compositor.isShown(view) else { continue }
            transition.captureAfterIfNeeded(scale: window.compositor.scale)
        }
    }

    /// The composite phase: the window's frame buffer catches up with the presentation states.
    func composite(_ window: UIWindow) {
        window.compositor.composite()
    }
}
