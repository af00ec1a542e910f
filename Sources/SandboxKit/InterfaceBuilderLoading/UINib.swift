import Foundation
import InterfaceBuilder

/// UIKit's nib: the app's `.xib` named `name` (in the application's `interfaceDocuments`), whose
/// top-level objects `instantiate(withOwner:options:)` makes anew each call, File's Owner standing for
/// the owner passed in (its outlets set, actions sent to it; it gets no `awakeFromNib`, as UIKit's
/// placeholders do not). UIKit raises on instantiating a nib it cannot find ("Could not load NIB in
/// bundle: …"); here that is a violation and the result is empty. Top-level objects the sandbox has no
/// class for are left out, with a warning.
@MainActor
open class UINib: NSObject {
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A dictionary of placeholder identifier → object, for a xib's external object placeholders.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    let name: String
    let application: UIApplication

    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        application = UIApplication.current
    }

    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        guard let path = application.interfaceBuilder.path(named: name, extensions: ["xib", "nib"]) else {
            InterfaceBuilderReport.violation(application, .interfaceBuilderNotFound,
                "Could not load NIB in bundle: 'NSBundle <\(Bundle.main.bundlePath)> (loaded)' with name '\(name)'",
                about: ownerOrNil as? UIViewController)
            return []
        }
        let document: IBDocument
        switch application.interfaceBuilder.document(at: path) {
        case .success(let read): document = read
        case .failure(let error):
            InterfaceBuilderReport.violation(application, .interfaceBuilderUnreadable, error.description,
                                             about: ownerOrNil as? UIViewController)
            return []
        }
        let owner = ownerOrNil.map { $0 as AnyObject }
        let unit = NibInstantiation(document: document, application: application, storyboard: nil,
                                    controller: owner as? UIViewController)
        let externals = optionsOrNil?[.externalObjects] as? [String: Any] ?? [:]
        for placeholder in document.objects where placeholder.isPlaceholder {
            if placeholder.isFilesOwner, let owner {
                unit.register(external: owner, id: placeholder.id)
            } else if let identifier = placeholder.placeholderIdentifier, let external = externals[identifier] {
                unit.register(external: external as AnyObject, id: placeholder.id)
            }
        }
        var topLevel: [Any] = []
        for object in document.objects where !object.isPlaceholder {
            switch object.name {
            case "tableViewCell": topLevel.append(unit.makeCell(object))
            case "collectionViewCell": topLevel.append(unit.makeCollectionCell(object))
            case "barButtonItem":
                if let item = object.barButtonItem { topLevel.append(unit.makeBarButtonItem(item)) }
            default:
                if object.isViewController {
                    InterfaceBuilderReport.warning(application, .interfaceBuilderItemNotApplied,
                        "\(document.fileName):\(object.location): warning: <\(object.name)> at the top of a xib is not made in the sandbox",
                        about: owner as? UIViewController)
                } else {
                    topLevel.append(unit.makeView(object))
                }
            }
        }
        unit.complete(connections: document.connections)
        return topLevel
    }
}
