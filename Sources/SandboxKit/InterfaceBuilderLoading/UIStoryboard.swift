import Foundation
import InterfaceBuilder

/// UIKit's storyboard: the app's `.storyboard` named `name` (in the application's
/// `interfaceDocuments`), from which controllers are made by scene, each with its custom class
/// (the application's `classRegistry`), its navigation and tab bar items and its relationship
/// children; each controller's view is loaded from its scene when first read.
///
/// UIKit raises for a storyboard it cannot find ("Could not find a storyboard named 'X' in bundle …")
/// and for an identifier no scene has ("Storyboard (<UIStoryboard: …>) doesn't contain a view
/// controller with identifier 'X'"). Here a missing or unreadable storyboard is recorded as a violation
/// (with UIKit's message, or the document's `IBError` as `file:line:col: error: …`) and the storyboard
/// is empty: `instantiateInitialViewController()` returns nil. `instantiateViewController(withIdentifier:)`
/// cannot return nil: it records the violation and stops with UIKit's message, as UIKit raises.
@MainActor
open class UIStoryboard: NSObject {
    /// The name it was opened by, without extension.
    public let name: String
    let application: UIApplication
    let document: IBDocument?

    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        let app = UIApplication.current
        application = app
        guard let path = app.interfaceBuilder.path(named: name, extensions: ["storyboard"]) else {
            document = nil
            InterfaceBuilderReport.violation(app, .interfaceBuilderNotFound,
                "Could not find a storyboard named '\(name)' in bundle NSBundle <\(Bundle.main.bundlePath)> (loaded)", about: nil)
            return
        }
        switch app.interfaceBuilder.document(at: path) {
        case .success(let document): self.document = document
        case .failure(let error):
            document = nil
            InterfaceBuilderReport.violation(app, .interfaceBuilderUnreadable, error.description, about: nil)
        }
    }

    /// The controller of the scene the storyboard's entry point (`initialViewController`) names; nil
    /// when it has none.
    open func instantiateInitialViewController() -> UIViewController? {
        guard let id = document?.initialViewControllerID else { return nil }
        return instantiateController(id: id)
    }

    /// As `instantiateInitialViewController()`, the controller made by `creator` (given a coder of its
    /// scene) when it returns one.
    open func instantiateInitialViewController<ViewController: UIViewController>(
        creator: ((NSCoder) -> ViewController?)?
    ) -> ViewController? {
        guard let id = document?.initialViewControllerID else { return nil }
        return instantiateController(id: id, creator: creator.map { make in { make($0) } }) as? ViewController
    }

    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        instantiateViewController(identifier: identifier, creator: nil)
    }

    open func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController {
        guard let scene = document?.scene(storyboardIdentifier: identifier), let object = scene.controller,
              let made = instantiateController(id: object.id, creator: creator.map { make in { make($0) } }) else {
            let message = "Storyboard (\(self)) doesn't contain a view controller with identifier '\(identifier)'"
            InterfaceBuilderReport.violation(application, .interfaceBuilderNotFound, message, about: nil)
            fatalError(message)
        }
        guard let typed = made as? ViewController else {
            fatalError("Storyboard (\(self)) made \(type(of: made)) for identifier '\(identifier)', not \(ViewController.self)")
        }
        return typed
    }

    /// The controller with IB id `id`, made from its scene as one unit; a storyboard reference
    /// (`viewControllerPlaceholder`) is the controller it names in its storyboard.
    func instantiateController(id: String, creator: ((NSCoder) -> UIViewController?)? = nil) -> UIViewController? {
        guard let document, let scene = document.scene(containing: id), let object = document.object(id: id) else { return nil }
        if let reference = object.storyboardReference {
            let other = reference.storyboardName.map { UIStoryboard(name: $0, bundle: nil) } ?? self
            if let identifier = reference.referencedIdentifier {
                guard let target = other.document?.scene(storyboardIdentifier: identifier)?.controller else {
                    InterfaceBuilderReport.violation(application, .interfaceBuilderNotFound,
                        "Storyboard (\(other)) doesn't contain a view controller with identifier '\(identifier)'", about: nil)
                    return nil
                }
                return other.instantiateController(id: target.id)
            }
            return other.instantiateInitialViewController()
        }
        let unit = NibInstantiation(document: document, application: application, storyboard: self, controller: nil)
        let controller = unit.makeController(object, scene: scene, creator: creator)
        unit.complete(connections: document.connections)
        var others = unit.objects
        others[object.id] = nil
        controller.interfaceSource = InterfaceSource(document: document, storyboard: self, scene: scene,
                                                     controllerObjects: others, connected: unit.connected)
        return controller
    }

    nonisolated open override var description: String { "<UIStoryboard: \(name)>" }
}
