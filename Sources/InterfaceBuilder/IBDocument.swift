import Foundation

/// A parsed and validated storyboard or xib.
///
/// Reading checks everything later stages would otherwise trip over
/// (dangling ids, duplicate ids, connections missing their required
/// attributes, unreadable numbers), so a document that exists is internally
/// consistent and the typed accessors never need to fail.
public struct IBDocument: Sendable {
    /// The name errors and warnings are reported against.
    public let fileName: String
    public let kind: IBDocumentKind
    /// The whole `<document>` tree, for elements the typed layer does not model.
    public let root: IBElement
    /// Storyboard scenes in document order; empty for xibs.
    public let scenes: [IBScene]
    /// A xib's top-level objects (File's Owner, First Responder, views, cells…)
    /// in document order; empty for storyboards.
    public let objects: [IBObject]
    public let resources: IBResources
    /// Every connection in the document, in document order.
    public let connections: [IBConnection]
    /// Every object in the document, in document order.
    public let allObjects: [IBObject]

    private let elementsByID: [String: IBElement]
    private let objectsByID: [String: IBObject]
    private let scenesByID: [String: Int]

    /// Reads a document from bytes.
    ///
    /// - Parameter fileName: used only in errors; pass the path so
    ///   `IBError.description` is clickable.
    public init(data: Data, fileName: String = "<memory>", limits: IBLimits = .default) throws(IBError) {
        let root = try IBXMLReader.parse(data, file: fileName, limits: limits)
        var builder = IBDocumentBuilder(root: root, file: fileName)
        let built = try builder.build()
        self.fileName = fileName
        self.kind = built.kind
        self.root = root
        self.scenes = built.scenes
        self.objects = built.objects
        self.resources = built.resources
        self.connections = built.connections
        self.allObjects = built.allObjects
        self.elementsByID = built.elementsByID
        self.objectsByID = built.objectsByID
        var scenesByID: [String: Int] = [:]
        for (index, scene) in built.scenes.enumerated() { scenesByID[scene.id] = index }
        self.scenesByID = scenesByID
    }

    /// Reads a document from a file, refusing oversized files before loading them.
    /// I/O failures are Foundation errors; everything else is an `IBError`.
    public init(contentsOf url: URL, limits: IBLimits = .default) throws {
        let name = url.isFileURL ? url.path : url.absoluteString
        // What a symbolic link points to (attributesOfItem gives the link's own size): a FIFO would block
        // the read forever and a device would never end it.
        var info = stat()
        if url.isFileURL, stat(url.path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFREG else {
                throw IBError(kind: .notAnInterfaceBuilderDocument, file: name, line: 1, column: 1,
                              message: "not a regular file (a folder, device, pipe or socket)")
            }
            if Int(info.st_size) > limits.maxBytes {
                throw IBError(kind: .limitExceeded, file: name, line: 1, column: 1,
                              message: "the document is \(info.st_size) bytes, more than the limit of \(limits.maxBytes)")
            }
        }
        try self.init(data: Data(contentsOf: url), fileName: name, limits: limits)
    }

    // MARK: Document attributes

    /// The `type=` string, e.g. `com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`.
    public var type: String { root.attribute("type") ?? "" }
    /// The file-format version ("3.0" for Xcode 8 and later).
    public var version: String? { root.attribute("version") }
    /// The Xcode build that saved the file ("21701", "14460.31").
    public var toolsVersion: String? { root.attribute("toolsVersion") }
    /// "iOS.CocoaTouch" or "AppleTV".
    public var targetRuntime: String? { root.attribute("targetRuntime") }
    public var initialViewControllerID: String? { root.attribute("initialViewController") }
    public var initialViewController: IBObject? { initialViewControllerID.flatMap(object(id:)) }
    public var usesAutolayout: Bool { root.bool("useAutolayout") ?? false }
    public var usesSafeAreas: Bool { root.bool("useSafeAreas") ?? false }
    public var usesTraitCollections: Bool { root.bool("useTraitCollections") ?? false }
    public var isLaunchScreen: Bool { root.bool("launchScreen") ?? false }
    /// The document-wide tint (`<color key="tintColor">` under `<document>`).
    public var tintColor: IBColor? { root.child(named: "color", key: "tintColor").flatMap(IBColor.init) }

    // MARK: Lookup

    /// Any element with this `id`: objects, constraints, connections, layout guides.
    public func element(id: String) -> IBElement? { elementsByID[id] }

    public func object(id: String) -> IBObject? { objectsByID[id] }

    public func scene(id: String) -> IBScene? { scenesByID[id].map { scenes[$0] } }

    /// The scene holding this object, at any depth.
    public func scene(containing objectID: String) -> IBScene? {
        objectsByID[objectID]?.sceneID.flatMap(scene(id:))
    }

    /// The scene whose controller has this `storyboardIdentifier`, as
    /// `instantiateViewController(withIdentifier:)` looks it up.
    public func scene(storyboardIdentifier: String) -> IBScene? {
        scenes.first { $0.controller?.storyboardIdentifier == storyboardIdentifier }
    }

    /// A xib's File's Owner placeholder.
    public var filesOwner: IBObject? { objects.first(where: \.isFilesOwner) }
    public var firstResponder: IBObject? { objects.first(where: \.isFirstResponder) }

    /// Connections held by this object's `<connections>`.
    public func connections(from sourceID: String) -> [IBConnection] {
        connections.filter { $0.sourceID == sourceID }
    }

    /// Connections that point at this object.
    public func connections(to destinationID: String) -> [IBConnection] {
        connections.filter { $0.destinationID == destinationID }
    }

    /// The colour with numeric components: itself if it has them, else the
    /// `<systemColor>` or `<namedColor>` resource it refers to. Nil when the
    /// document records no components for the reference.
    public func resolve(_ color: IBColor) -> IBColor? {
        switch color.reference {
        case .system(let name)?:
            return resources.systemColor(name)?.color ?? (color.components != nil ? color : nil)
        case .named(let name)?:
            return resources.namedColor(name)?.color ?? (color.components != nil ? color : nil)
        default:
            return color.components != nil ? color : nil
        }
    }
}
