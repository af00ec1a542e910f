import Foundation
import InterfaceBuilder

/// Outlets, outlet collections, actions and triggered segues. UIKit sets an outlet with
/// `setValue(_:forKey:)` and sends an action by selector; here each app class says what it has through
/// `IBConnectable` (the app's build adds it), and UIKit's own classes take their few outlets
/// (`dataSource`, `delegate`, a File's Owner's `view`) directly.
extension NibInstantiation {
    func connect(_ connections: [IBConnection]) {
        var collections: [(source: AnyObject, property: String, values: [AnyObject])] = []
        for connection in connections {
            let key = Self.key(connection)
            guard !connected.contains(key), let source = objects[connection.sourceID] else { continue }
            let destination = connection.destinationID.flatMap { objects[$0] }
            let ours = madeObject(id: connection.sourceID) || connection.destinationID.map(madeObject(id:)) == true
            guard ours else { continue }
            switch connection {
            case .outlet(let outlet):
                guard let destination else { continue }
                connected.insert(key)
                setOutlet(outlet.property, of: source, to: destination)
            case .outletCollection(let outlet):
                guard let destination else { continue }
                connected.insert(key)
                if let i = collections.firstIndex(where: { $0.source === source && $0.property == outlet.property }) {
                    collections[i].values.append(destination)
                } else {
                    collections.append((source, outlet.property, [destination]))
                }
            case .action(let action):
                let isFirstResponder = action.destinationID.flatMap(document.object(id:))?.isFirstResponder ?? true
                guard destination != nil || isFirstResponder else { continue }
                connected.insert(key)
                connectAction(action, of: source, to: isFirstResponder ? nil : destination)
            case .segue(let segue):
                guard madeObject(id: connection.sourceID) else { continue }
                connected.insert(key)
                connectSegue(segue, from: source)
            }
        }
        // An outlet collection is one array, in document order, set once.
        for collection in collections {
            setOutlet(collection.property, of: collection.source, to: collection.values)
        }
    }

    static func key(_ connection: IBConnection) -> String { connection.id ?? "\(connection.location)" }

    /// `IBConnectable.setOutlet`, else one of UIKit's own outlets, else UIKit's exception as a violation
    /// (the load goes on, as the rest of the sandbox does after a violation).
    func setOutlet(_ property: String, of source: AnyObject, to value: Any) {
        if let connectable = source as? IBConnectable, connectable.setOutlet(property, to: value) { return }
        if Self.setBuiltInOutlet(property, of: source, to: value) { return }
        InterfaceBuilderReport.violation(application, .outletNotFound,
            "[<\(String(reflecting: type(of: source)))> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(property).",
            about: controller)
    }

    private static func setBuiltInOutlet(_ property: String, of source: AnyObject, to value: Any) -> Bool {
        switch (source, property) {
        case (let table as UITableView, "dataSource"):
            guard let dataSource = value as? UITableViewDataSource else { return false }
            table.dataSource = dataSource
        case (let collection as UICollectionView, "dataSource"):
            guard let dataSource = value as? UICollectionViewDataSource else { return false }
            collection.dataSource = dataSource
        case (let picker as UIPickerView, "dataSource"):
            guard let dataSource = value as? UIPickerViewDataSource else { return false }
            picker.dataSource = dataSource
        case (let picker as UIPickerView, "delegate"):
            guard let delegate = value as? UIPickerViewDelegate else { return false }
            picker.delegate = delegate
        case (let scroll as UIScrollView, "delegate"):
            guard let delegate = value as? UIScrollViewDelegate else { return false }
            scroll.delegate = delegate
        case (let field as UITextField, "delegate"):
            guard let delegate = value as? UITextFieldDelegate else { return false }
            field.delegate = delegate
        case (let controller as UIViewController, "view"):
            guard let view = value as? UIView else { return false }
            controller.view = view
        default:
            return false
        }
        return true
    }

    /// A control's target-action for its event, or a bar button item's target and action. A target
    /// without the method is still connected, as in UIKit: sending the action then stops the app with
    /// UIKit's "unrecognized selector" (Selector.swift). An action for First Responder goes up the
    /// responder chain to the first object that has the method.
    func connectAction(_ action: IBActionConnection, of source: AnyObject, to target: AnyObject?) {
        let name = action.selector
        if let control = source as? UIControl {
            let events = action.eventType.flatMap(InterfaceBuilderValues.controlEvent) ?? .primaryActionTriggered
            if let target {
                control.addTarget(target, action: (target as? IBConnectable)?.action(named: name) ?? Selector(name), for: events)
            } else {
                control.addTarget(nil as AnyObject?, action: { control in
                    var responder: UIResponder? = control
                    while let current = responder {
                        if let selector = (current as? IBConnectable)?.action(named: name) {
                            selector.send(to: current, arguments: [control, nil])
                            return
                        }
                        responder = current.next
                    }
                }, for: events)
            }
        } else if let item = source as? UIBarButtonItem {
            item.target = target
            item.action = target.flatMap { ($0 as? IBConnectable)?.action(named: name) } ?? Selector(name)
        } else {
            InterfaceBuilderReport.warning(application, .interfaceBuilderItemNotApplied,
                "\(document.fileName):\(action.element.location): warning: <action selector=\"\(name)\"> of \(type(of: source)) was not connected",
                about: controller)
        }
    }

    /// A segue a control or bar button item starts (`shouldPerformSegue`, then the segue); a container
    /// view's embed segue, run when the unit is complete; relationship segues are the controllers'.
    func connectSegue(_ segue: IBSegue, from source: AnyObject) {
        if segue.kind == .embed, let container = source as? UIView {
            embeds.append((segue, container))
            return
        }
        guard segue.kind != .relationship, let storyboard else { return }
        let trigger: @MainActor (Any?) -> Void = { [weak controller = self.controller] sender in
            guard let controller else { return }
            StoryboardSegues.trigger(segue, in: storyboard, from: controller, sender: sender)
        }
        if let control = source as? UIControl {
            control.addTarget(nil as AnyObject?, action: { control in trigger(control) }, for: .touchUpInside)
        } else if let item = source as? UIBarButtonItem {
            item.target = self.controller
            item.action = Selector(name: "performStoryboardSegue:", accepts: { _ in true }) { _, arguments in
                trigger(arguments.first ?? nil)
                return nil
            }
        } else if source is UIViewController {
            // A controller's own segue (a "manual" one): performed by `performSegue(withIdentifier:sender:)`,
            // which finds it by its identifier; nothing to connect.
        } else {
            InterfaceBuilderReport.warning(application, .interfaceBuilderItemNotApplied,
                "\(document.fileName):\(segue.location): <segue kind=\"\(segue.kind)\"> from <\(type(of: source))> is not triggered in the sandbox",
                about: controller)
        }
    }
}
