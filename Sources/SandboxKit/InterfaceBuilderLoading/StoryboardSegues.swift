import Foundation
import InterfaceBuilder

/// Running a storyboard's segues. A triggered segue (a button's, a bar button item's) first asks the
/// source `shouldPerformSegue(withIdentifier:sender:)` when it has an identifier; then, as for
/// `performSegue(withIdentifier:sender:)` (which does not ask: Apple, "This method is not called when
/// you trigger segues programmatically"), the destination is made from its scene, the source's
/// `prepare(for:sender:)` gets the segue, and the segue performs: `show` pushes on the source's
/// navigation controller (presents without one), `presentation` presents with the segue's
/// `modalPresentationStyle` and `modalTransitionStyle`. Apple, `prepare(for:sender:)`: "UIKit calls
/// this method before performing the segue" with "the segue object containing information about the
/// view controllers involved".
///
/// An embed segue (a container view's) runs while the parent's view loads, before its `viewDidLoad`:
/// the child is made, the parent's `prepare(for:sender:)` gets the segue (sender nil), then the child
/// is added as Apple's "Implementing a container view controller" orders it: `addChild`, the child's
/// view into the container view at its bounds, `didMove(toParent:)`.
@MainActor
enum StoryboardSegues {
    static let embedCause = LifecycleCause("embed segue", rule: .r1)

    static func perform(identifier: String, from source: UIViewController, sender: Any?) {
        guard let origin = source.interfaceSource, let storyboard = origin.storyboard, let scene = origin.scene,
              let segue = segues(of: scene, in: origin.document).first(where: { $0.identifier == identifier }) else {
            InterfaceBuilderReport.violation(source.application ?? .current, .interfaceBuilderNotFound,
                                             "Receiver (\(source)) has no segue with identifier '\(identifier)'", about: source)
            return
        }
        run(segue, in: storyboard, from: source, sender: sender)
    }

    static func trigger(_ segue: IBSegue, in storyboard: UIStoryboard, from source: UIViewController, sender: Any?) {
        if let identifier = segue.identifier, !source.shouldPerformSegue(withIdentifier: identifier, sender: sender) { return }
        run(segue, in: storyboard, from: source, sender: sender)
    }

    /// The segues a scene's objects start, other than relationships and embeds.
    static func segues(of scene: IBScene, in document: IBDocument) -> [IBSegue] {
        document.connections.compactMap(\.segue).filter { segue in
            segue.kind != .relationship && segue.kind != .embed && document.scene(containing: segue.sourceID)?.id == scene.id
        }
    }

    static func run(_ template: IBSegue, in storyboard: UIStoryboard, from source: UIViewController, sender: Any?) {
        if template.kind == .unwind { UnwindSegue.run(template, from: source, sender: sender); return }
        guard let destination = storyboard.instantiateController(id: template.destinationID) else { return }
        let animated = template.animates
        let perform: () -> Void
        switch template.kind {
        case .show, .push, .showDetail, .replace:
            perform = { [weak source, weak destination] in
                guard let source, let destination else { return }
                if let nav = source as? UINavigationController ?? source.navigationController {
                    nav.pushViewController(destination, animated: animated)
                } else {
                    source.present(destination, animated: animated)
                }
            }
        case .presentation, .modal, .popoverPresentation, .popover:
            if let style = template.modalPresentationStyle.flatMap(InterfaceBuilderValues.presentationStyle) {
                destination.modalPresentationStyle = style
            }
            if let style = template.modalTransitionStyle.flatMap(InterfaceBuilderValues.transitionStyle) {
                destination.modalTransitionStyle = style
            }
            perform = { [weak source, weak destination] in
                guard let source, let destination else { return }
                source.present(destination, animated: animated)
            }
        default:
            InterfaceBuilderReport.warning(source.application ?? .current, .interfaceBuilderItemNotApplied,
                "\(storyboard.document?.fileName ?? storyboard.name):\(template.location): warning: <segue kind=\"\(template.kind)\"> is not performed in the sandbox",
                about: source)
            perform = {}
        }
        let segue = UIStoryboardSegue(identifier: template.identifier, source: source, destination: destination, performHandler: perform)
        source.prepare(for: segue, sender: sender)
        segue.perform()
    }

    static func embed(_ template: IBSegue, in container: UIView, storyboard: UIStoryboard, parent: UIViewController) {
        guard let child = storyboard.instantiateController(id: template.destinationID) else { return }
        let segue = UIStoryboardSegue(identifier: template.identifier, source: parent, destination: child)
        parent.prepare(for: segue, sender: nil)
        LifecycleRules.addChild(child, to: parent, cause: embedCause)
        let view: UIView = child.view
        view.frame = container.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(view)
        LifecycleRules.callDidMove(child, toParent: parent, cause: embedCause)
    }
}
