import Foundation
import InterfaceBuilder

/// An unwind segue (a control or the controller connected to its scene's Exit): UIKit looks for the
/// destination from the source outward, asking each controller `canPerformUnwindSegueAction(_:from:sender:)`
/// (by default: whether it has the action method): first the source's container's other children, newest
/// first (the controllers below it on a navigation stack), then the container itself, and so up; past the
/// top of the source's hierarchy, the controller that presented it (its children, newest first, then
/// itself) and on up its hierarchy the same way. Simpler than UIKit, which lets each container narrow
/// the children searched (`allowedChildrenForUnwinding(from:)`): here every child is asked. The
/// source's `prepare(for:sender:)` gets the segue, the destination's action method is called with it,
/// then the transition runs: what the destination or its containers presented is dismissed, and a
/// navigation stack holding the destination pops to it. No destination: nothing happens (UIKit logs
/// nothing either). Apple: "Using unwind segues" and `canPerformUnwindSegueAction(_:from:sender:)`.
@MainActor
enum UnwindSegue {
    static func run(_ template: IBSegue, from source: UIViewController, sender: Any?) {
        guard let actionName = template.unwindAction else { return }
        let action = Selector(actionName)
        guard let destination = destination(for: action, from: source, sender: sender) else { return }
        let animated = template.animates
        let segue = UIStoryboardSegue(identifier: template.identifier, source: source, destination: destination) { [weak source, weak destination] in
            guard let source, let destination else { return }
            transition(from: source, to: destination, animated: animated)
        }
        source.prepare(for: segue, sender: sender)
        if let method = (destination as? IBConnectable)?.action(named: actionName), method.isImplemented(by: destination) {
            method.send(to: destination, arguments: [segue])
        }
        segue.perform()
    }

    /// The controllers in the order UIKit asks them, and the first that says yes.
    static func destination(for action: Selector, from source: UIViewController, sender: Any?) -> UIViewController? {
        var current: UIViewController? = source
        var visited = Set<ObjectIdentifier>()
        while let node = current {
            var level = node
            while let parent = level.parent {
                for sibling in parent.children.reversed() where sibling !== level && visited.insert(ObjectIdentifier(sibling)).inserted {
                    if sibling.canPerformUnwindSegueAction(action, from: source, sender: sender) { return sibling }
                }
                if visited.insert(ObjectIdentifier(parent)).inserted,
                   parent.canPerformUnwindSegueAction(action, from: source, sender: sender) { return parent }
                level = parent
            }
            // The top of this hierarchy: on to the controller that presented it, its children first (the
            // top of a navigation stack before the controllers under it), then itself.
            current = level.presentingViewController
            if let presenter = current {
                for child in presenter.children.reversed() where visited.insert(ObjectIdentifier(child)).inserted {
                    if child.canPerformUnwindSegueAction(action, from: source, sender: sender) { return child }
                }
                if visited.insert(ObjectIdentifier(presenter)).inserted,
                   presenter.canPerformUnwindSegueAction(action, from: source, sender: sender) { return presenter }
            }
        }
        return nil
    }

    /// Dismisses what stands between the source and the destination, then pops the destination's
    /// navigation stack to it.
    static func transition(from source: UIViewController, to destination: UIViewController, animated: Bool) {
        var top = destination
        while let parent = top.parent { top = parent }
        if top.presentedViewController != nil { top.dismiss(animated: animated) }
        if let nav = destination.navigationController, nav.topViewController !== destination,
           nav.viewControllers.contains(where: { $0 === destination }) {
            nav.popToViewController(destination, animated: animated)
        }
    }
}
