import Foundation
import InterfaceBuilder

/// One load of Interface Builder objects, what UIKit calls unarchiving one nib: a storyboard scene's
/// controller, the view of that scene, a xib's top-level objects, one copy of a prototype cell. UIKit
/// compiles each storyboard scene into a controller nib and a view nib, loaded when the view is first
/// asked for with the controller as File's Owner; the sandbox loads the same two parts at the same
/// moments from the document.
///
/// Order (Apple's `awakeFromNib()`: "The nib-loading infrastructure sends an awakeFromNib message to
/// each object recreated from a nib archive, but only after all the objects in the archive have been
/// loaded and initialized. When an object receives an awakeFromNib message, it is guaranteed to have
/// all its outlet and action connections already established."): every object of the unit is made
/// and given its attributes, superviews before their subviews, in document order; then the unit's
/// constraints are installed; then its outlets, outlet collections and actions are connected, in
/// document order; then `awakeFromNib()` is called on each object made, in the order they were made
/// (Apple leaves the order among objects open; document order is chosen). Objects the unit did not
/// make (File's Owner, the controller of a view being loaded) are connected but not awoken, as UIKit
/// does not awaken placeholders.
@MainActor
final class NibInstantiation {
    let document: IBDocument
    let application: UIApplication
    let storyboard: UIStoryboard?
    /// The controller the objects belong to: warnings are about it, segues start from it.
    weak var controller: UIViewController?
    /// Every object by its IB id: those made here and those handed in (File's Owner, the controller).
    private(set) var objects: [String: AnyObject]
    /// The objects made here, in the order made (the order of `awakeFromNib`).
    private(set) var made: [AnyObject] = []
    private var madeIDs: Set<String> = []
    /// Constraints met while building, installed once every view of the unit exists.
    var pendingConstraints: [IBConstraint] = []
    /// Layout guides by id (`<viewLayoutGuide key="safeArea">`), constraints' items like views.
    var guides: [String: UILayoutGuide] = [:]
    /// Container views with an embed segue, embedded once the unit is complete (StoryboardSegues.swift).
    var embeds: [(segue: IBSegue, container: UIView)] = []
    /// Ids of connections already made (a controller's, before its view's unit runs).
    var connected: Set<String>

    init(document: IBDocument, application: UIApplication, storyboard: UIStoryboard?, controller: UIViewController?,
         external: [String: AnyObject] = [:], connected: Set<String> = []) {
        self.document = document
        self.application = application
        self.storyboard = storyboard
        self.controller = controller
        self.objects = external
        self.connected = connected
    }

    /// Records `instance` as the object with IB id `id`, made by this unit.
    func register(_ instance: AnyObject, id: String) {
        objects[id] = instance
        madeIDs.insert(id)
        made.append(instance)
    }

    /// Records an object the unit did not make (a placeholder's stand-in): connected, not awoken.
    func register(external instance: AnyObject, id: String) { objects[id] = instance }

    /// The instance of `object`'s custom class from the application's registry, else `base()` with
    /// UIKit's log line "Unknown class X in Interface Builder file." (UIKit then uses the base class).
    func instantiate<T: AnyObject>(_ object: IBObject, usage: inout IBUsage, base: () -> T) -> T {
        usage.use(attributes: "customClass", "customModule", "customModuleProvider")
        guard let name = object.customClass else { return base() }
        if let instance = application.classRegistry.make(named: name) as? T { return instance }
        InterfaceBuilderReport.warning(application, .unknownInterfaceBuilderClass,
                                       "Unknown class \(name) in Interface Builder file.", about: controller)
        return base()
    }

    /// Reports what of `usage` was not applied (once per element name and item in the application).
    func finish(_ usage: IBUsage) {
        var usage = usage
        usage.useDesignTimeItems()
        InterfaceBuilderReport.unused(usage, in: document, application, about: controller)
    }

    /// The unit's end: constraints, then connections, then `awakeFromNib` (see the type's comment).
    /// `connections` are the candidates (a scene's or a xib's); those whose two ends this unit knows
    /// and at least one of which it made are connected.
    func complete(connections: [IBConnection]) {
        installConstraints()
        connect(connections)
        for object in made { (object as? UIResponder)?.awakeFromNib() }
    }

    /// Whether this unit made the object with this id (so its connections are this unit's to make).
    func madeObject(id: String) -> Bool { madeIDs.contains(id) }
}
