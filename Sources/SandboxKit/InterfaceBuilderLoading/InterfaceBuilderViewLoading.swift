import Foundation
import InterfaceBuilder

/// What `UIViewController.loadView()` does for a controller that came with Interface Builder content,
/// as UIKit's does: a controller from a storyboard loads its scene's view (File's Owner being the
/// controller: its outlets to the view's objects and the view's actions to it are connected, the
/// view's objects get `awakeFromNib`, container views embed their children), all before
/// `viewDidLoad`. A controller with a `nibName`, or none but a xib named after its class, loads that
/// xib with itself as File's Owner, whose `view` outlet sets the view. Apple, `nibName`: "If the view
/// controller class name ends with the word 'Controller', as in MyViewController, it looks for a nib file
/// whose name matches the class name without the word 'Controller', as in MyView.nib. It looks for a nib
/// file whose name matches the name of the view controller class."
@MainActor
enum InterfaceBuilderViewLoading {
    /// True when it set the controller's view.
    static func loadView(of c: UIViewController) -> Bool {
        if let source = c.interfaceSource, let scene = source.scene { return loadScene(scene, of: source, into: c) }
        guard let app = c.application else { return false }
        let names: [String]
        if let nibName = c.nibName {
            names = [nibName]
        } else {
            guard !app.interfaceDocuments.isEmpty else { return false }
            let className = String(describing: type(of: c))
            names = className.hasSuffix("Controller") && className != "Controller"
                ? [String(className.dropLast("Controller".count)), className] : [className]
        }
        for name in names where app.interfaceBuilder.path(named: name, extensions: ["xib", "nib"]) != nil {
            _ = UINib(nibName: name, bundle: nil).instantiate(withOwner: c)
            if c.storedView != nil { return true }
            InterfaceBuilderReport.violation(app, .outletNotFound,
                "-[UIViewController _loadViewFromNibNamed:bundle:] loaded the \"\(name)\" nib but the view outlet was not set.", about: c)
            return false
        }
        if let nibName = c.nibName {
            InterfaceBuilderReport.violation(app, .interfaceBuilderNotFound,
                "Could not load NIB in bundle: 'NSBundle <\(Bundle.main.bundlePath)> (loaded)' with name '\(nibName)'", about: c)
        }
        return false
    }

    private static func loadScene(_ scene: IBScene, of source: InterfaceSource, into c: UIViewController) -> Bool {
        guard let controllerObject = scene.controller, let viewObject = controllerObject.child(key: "view"),
              let app = c.application else { return false }
        var external = source.controllerObjects
        external[controllerObject.id] = c
        let unit = NibInstantiation(document: source.document, application: app, storyboard: source.storyboard,
                                    controller: c, external: external, connected: source.connected)
        let view = unit.makeView(viewObject)
        c.view = view
        unit.complete(connections: source.document.connections)
        if let storyboard = source.storyboard {
            for embed in unit.embeds { StoryboardSegues.embed(embed.segue, in: embed.container, storyboard: storyboard, parent: c) }
        }
        return true
    }
}
