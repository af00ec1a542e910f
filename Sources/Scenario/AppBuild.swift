import AppProject
import CoreDataModel
import Foundation
import SwiftParser
import SwiftSyntax

/// A whole app (a folder or an `.xcodeproj`) made ready to compile for the device, as Xcode compiles an
/// app target: its Swift files as one module, in library mode (no top-level code outside `main.swift`),
/// each rewritten as a scenario file is (`ScenarioRewrite`: the user's lines kept, `import UIKit` and the
/// Interface Builder attributes blanked), and one generated file, `sandbox_app_prepare`, which tells the
/// device how `UIApplicationMain` launches the app: the Info.plist (as JSON) and the app's delegate classes
/// (Swift on Linux cannot make a class from the name Info.plist gives: the build lists each class that
/// adopts `UIApplicationDelegate`, `UIWindowSceneDelegate` or `UISceneDelegate`, made with `init()`).
///
/// The app compiles with its project's Swift settings (`language`). A `main.swift` with top-level code
/// (`UIApplicationMain(…, NSStringFromClass(AppDelegate.self))`) is the entry point when there is one.
public struct AppBuild {
    public let bundle: AppBundle
    /// One rewrite per Swift file, named as messages name the file (relative to the current folder when
    /// it is under it).
    public let rewrites: [ScenarioRewrite]
    /// The delegate classes the generated file registers, by name.
    public let delegateClasses: [String]
    /// The `IBConnectable` conformances of the classes with outlets or actions.
    let connections: IBConnectionsGenerator
    /// The app's other controller, view and cell classes a storyboard or xib may name, each with how to
    /// make one (only classes that declare no initializer: they inherit the one used).
    public let interfaceClasses: [(name: String, make: String)]
    /// The app's Core Data models (its `.xcdatamodeld` folders, read), with where each is.
    let dataModels: [(url: URL, model: DataModel)]
    /// Every class the app's files declare, by name (a model's entity names its class).
    let declaredClassNames: Set<String>

    /// Rewrites the app's files (`RewriteMemo`) and reads what the generated file needs of them. The
    /// drive script (`--drive FILE`) is compiled with the app as the body of one function, its lines its own.
    public init(_ sources: AppSources) {
        bundle = sources.bundle
        let rewrites = RewriteMemo.rewrites(of: sources.files)
        var classes: [String] = []
        var connections = IBConnectionsGenerator()
        var declared: [String: ClassShape] = [:]
        for rewrite in rewrites {
            classes += Self.delegateClasses(in: rewrite.tree)
            connections.add(rewrite.tree)
            for shape in Self.classShapes(in: rewrite.tree) { declared[shape.name] = shape }
        }
        driveRewrite = sources.drive.map { ScenarioRewrite(text: $0.text, fileName: $0.name) }
        self.rewrites = rewrites
        delegateClasses = classes
        self.connections = connections
        interfaceClasses = Self.interfaceClasses(declared, excluding: Set(classes))
        declaredClassNames = Set(declared.keys)
        dataModels = bundle.dataModels.compactMap { url in DataModel.load(url).map { (url, $0) } }
    }

    /// The drive script's rewrite (`--drive`), if there is one.
    let driveRewrite: ScenarioRewrite?

    /// Every rewritten file the compiler's messages may name: the app's and the drive script.
    public var compiledRewrites: [ScenarioRewrite] { rewrites + (driveRewrite.map { [$0] } ?? []) }


    /// The sources to compile: each file behind the imports a scenario's prelude gives it and a
    /// `#sourceLocation` naming the user's file, the prelude, and the generated file.
    /// A `main.swift` keeps its name, which is what lets the compiler take its top-level code as the
    /// app's entry point (`compilerFlags`).
    func sources() -> [(name: String, text: String)] {
        var out: [(String, String)] = rewrites.enumerated().map { i, rewrite in
            (bundle.swiftFiles[i].lastPathComponent == "main.swift" ? "main.swift" : "file\(i).swift", ScenarioCompiler.imports + "\n"
                + "#sourceLocation(file: \(ScenarioRewrite.literalPath(rewrite.fileName)), line: 1)\n"
                + rewrite.text + "\n#sourceLocation()\n")
        }
        if let drive = driveRewrite {
            // Its top level becomes a function's body (statements and local declarations alike).
            out.append(("drive.swift", ScenarioCompiler.imports + "\n@MainActor func __sandboxDrive() {\n"
                + "#sourceLocation(file: \(ScenarioRewrite.literalPath(drive.fileName)), line: 1)\n"
                + drive.text + "\n#sourceLocation()\n}\n"))
        }
        out.append(("prelude.swift", ScenarioCompiler.prelude))
        out.append(("sandboxapp.swift", preparation()))
        if !dataModels.isEmpty { out.append(("coredata.swift", coreDataSource())) }
        if let frameworks = FrameworkPrelude.source(for: Set(compiledRewrites.flatMap(\.deviceModules))) {
            out.append(("frameworks.swift", frameworks))
        }
        return out
    }

    /// The generated file: `sandbox_app_prepare`, which the device calls before the app's `main`.
    /// The views of the frameworks the app imports that a storyboard may hold (`<mapView>`, `<wkWebView>`).
    var frameworkViewClasses: [String] {
        let modules = Set(rewrites.flatMap(\.deviceModules))
        return [("SandboxMapKit", "MKMapView"), ("SandboxWebKit", "WKWebView")].filter { modules.contains($0.0) }.map(\.1)
    }

    func preparation() -> String {
        let json = Self.infoPlistJSON(bundle)
        let registrations = (delegateClasses.map { "            registry.register { \($0)() }" }
            + interfaceClasses.map { "            registry.register { \($0.make) }" }
            + frameworkViewClasses.map { "            registry.register { \($0)(frame: .zero) }" }).joined(separator: "\n")
        let documentList = Self.interfaceDocuments(bundle)
            .map { "\(ScenarioRewrite.literalPath($0.key)): \(ScenarioRewrite.literalPath($0.value))" }.joined(separator: ", ")
        // The frameworks the app's files import (MapKit, WebKit…): a registered class may come from one.
        let frameworks = Set(rewrites.flatMap(\.deviceModules)).sorted().map { "import \($0)\n" }.joined()
        return """
            import Foundation
            import SandboxKit
            import SandboxDevice
            \(frameworks)@_cdecl("sandbox_app_prepare") public func __sandboxAppPrepare() {
                MainActor.assumeIsolated {
                    \(dataModels.isEmpty ? "" : "__sandboxRegisterCoreData()\n        ")ScenarioDevice.prepareApp(infoPlistJSON: \(ScenarioRewrite.literalPath(json)),
                                              assetsJSON: \(ScenarioRewrite.literalPath(Self.assetsJSON(bundle))),
                                              stringsJSON: \(ScenarioRewrite.literalPath(Self.stringsJSON(bundle))),
                                              interfaceDocuments: [\(documentList.isEmpty ? ":" : documentList)],
                                              drive: \(driveRewrite == nil ? "nil" : "{ __sandboxDrive() }")) { registry in
            \(registrations)
                    }
                }
            }

            \(connections.source())
            """
    }

    /// The Info.plist as JSON, as the device reads it.
    static func infoPlistJSON(_ bundle: AppBundle) -> String {
        (try? JSONSerialization.data(withJSONObject: foundationObject(.dictionary(bundle.infoPlist.dictionary)), options: [.sortedKeys]))
            .map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    /// Each storyboard and xib by its name (a `Base.lproj` one first), as UIStoryboard and UINib name
    /// it, sorted by name.
    static func interfaceDocuments(_ bundle: AppBundle) -> [(key: String, value: String)] {
        var documents: [String: String] = [:]
        for file in (bundle.storyboards + bundle.xibs).sorted(by: { ($0.locale == "Base" ? 0 : 1) < ($1.locale == "Base" ? 0 : 1) })
            where documents[file.name] == nil {
            documents[file.name] = file.url.path
        }
        return documents.sorted { $0.key < $1.key }
    }

    /// The app's Core Data models for `NSPersistentContainer(name:)`, the classes Xcode would generate for
    /// their entities (`DataModelCodegen`), and how to make each entity's class by its name.
    func coreDataSource() -> String {
        let models = dataModels.map(\.model)
        let generated = DataModelCodegen.source(for: models, declaredClasses: declaredClassNames)
        var registrations = dataModels.map {
            "    NSManagedObjectModel.__sandboxRegisterModel(name: \(ScenarioRewrite.literalPath($0.model.name)), path: \(ScenarioRewrite.literalPath($0.url.path)))"
        }
        var seen: Set<String> = []
        for model in models {
            for entity in model.entities {
                guard let name = entity.className, seen.insert(name).inserted,
                      entity.codegen == .classDefinition || declaredClassNames.contains(name) else { continue }
                registrations.append("    NSManagedObjectModel.__sandboxRegisterClass(\(ScenarioRewrite.literalPath(name))) { \(name)(entity: $0, insertInto: $1) }")
            }
        }
        return "import Foundation\nimport SandboxCoreData\n\nfunc __sandboxRegisterCoreData() {\n"
            + registrations.joined(separator: "\n") + "\n}\n\n" + generated
    }

    /// The asset catalogs' images and colours as the device reads them (`AppAssets`): for each image set
    /// the file an iPhone's 3x screen takes (the universal or iPhone image of the light appearance, at the
    /// highest scale the set has, a single-scale vector image if that is all), for each colour set its
    /// light colour and its dark one where it has one. The first catalog that has a name wins, as in a built app.
    static func assetsJSON(_ bundle: AppBundle) -> String {
        var images: [String: Any] = [:]
        var colors: [String: Any] = [:]
        var darkColors: [String: Any] = [:]
        for catalog in bundle.assetCatalogs {
            for set in catalog.imageSets where images[set.name] == nil {
                let candidates = set.images.filter {
                    ["universal", "iphone"].contains($0.idiom) && $0.appearance == .any && $0.locale == nil
                        && FileManager.default.fileExists(atPath: $0.url.path)
                }
                guard let best = candidates.max(by: { ($0.scale ?? 0, $0.idiom == "iphone" ? 1 : 0) < ($1.scale ?? 0, $1.idiom == "iphone" ? 1 : 0) })
                else { continue }
                images[set.name] = ["path": best.url.path, "scale": best.scale ?? 1]
            }
            for set in catalog.colorSets where colors[set.name] == nil {
                guard let c = set.variant(for: AssetAppearance(luminosity: .light, highContrast: false))?.components else { continue }
                colors[set.name] = [c.red, c.green, c.blue, c.alpha]
                // the dark appearance's own variant, when the set has one (else it is the same colour)
                if let dark = set.variants.first(where: { $0.appearance.luminosity == .dark && !$0.appearance.highContrast }),
                   let d = set.variant(for: dark.appearance)?.components {
                    darkColors[set.name] = [d.red, d.green, d.blue, d.alpha]
                }
            }
        }
        let data = try? JSONSerialization.data(withJSONObject: ["images": images, "colors": colors, "darkColors": darkColors],
                                               options: [.sortedKeys])
        return data.map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    /// The app's strings tables in the localization a new Simulator (English) shows (`AppStrings`).
    static func stringsJSON(_ bundle: AppBundle) -> String {
        let strings = bundle.strings
        let tables = strings.tables(for: strings.localization(developmentRegion: bundle.developmentRegion))
        let data = try? JSONSerialization.data(withJSONObject: tables, options: [.sortedKeys])
        return data.map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    /// The names of the top-level classes in `text` that adopt a delegate protocol `UIApplicationMain`
    /// or a scene configuration makes by name.
    static func delegateClasses(in tree: SourceFileSyntax) -> [String] {
        let made: Set<String> = ["UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate"]
        return tree.statements.compactMap { item -> String? in
            guard let c = item.item.as(ClassDeclSyntax.self),
                  let inherited = c.inheritanceClause?.inheritedTypes.map({ $0.type.trimmedDescription }),
                  inherited.contains(where: made.contains) else { return nil }
            return c.name.text
        }
    }

    /// A top-level class as far as registering it needs: its superclass (the first inherited type) and
    /// whether it declares an initializer or is hidden from other files.
    struct ClassShape {
        let name: String
        let superclass: String?
        let declaresInit: Bool
        let isHidden: Bool
    }

    static func classShapes(in tree: SourceFileSyntax) -> [ClassShape] {
        tree.statements.compactMap { item in
            guard let c = item.item.as(ClassDeclSyntax.self), c.genericParameterClause == nil else { return nil }
            return ClassShape(name: c.name.text,
                              superclass: c.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
                              declaresInit: c.memberBlock.members.contains { $0.decl.is(InitializerDeclSyntax.self) },
                              isHidden: c.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) })
        }
    }

    /// How a subclass of each UIKit class a storyboard or xib makes is made, without an initializer of its
    /// own (so it inherits this one).
    static let makers: [String: String] = [
        "UIViewController": "()", "UITableViewController": "()", "UINavigationController": "()",
        "UITabBarController": "()", "UITableViewCell": "(style: .default, reuseIdentifier: nil)",
        "UIView": "(frame: .zero)", "UILabel": "(frame: .zero)", "UIButton": "(frame: .zero)",
        "UIImageView": "(frame: .zero)", "UIStackView": "(frame: .zero)", "UIScrollView": "(frame: .zero)",
        "UITableView": "(frame: .zero)", "UICollectionViewCell": "(frame: .zero)",
    ]

    /// The app's classes that descend (through the app's own classes) from a UIKit class in `makers`.
    static func interfaceClasses(_ declared: [String: ClassShape], excluding: Set<String>) -> [(name: String, make: String)] {
        declared.values.sorted { $0.name < $1.name }.compactMap { shape in
            guard !shape.declaresInit, !shape.isHidden, !excluding.contains(shape.name) else { return nil }
            var ancestor = shape.superclass
            var seen: Set<String> = [shape.name]
            while let a = ancestor, let app = declared[a], seen.insert(a).inserted {
                ancestor = app.superclass
            }
            guard let root = ancestor, let maker = makers[root] else { return nil }
            return (shape.name, shape.name + maker)
        }
    }

    /// A file's name as messages give it: relative to the current folder when under it.
    static func displayName(_ file: URL) -> String {
        let here = FileManager.default.currentDirectoryPath
        let path = file.standardizedFileURL.path
        return path.hasPrefix(here + "/") ? String(path.dropFirst(here.count + 1)) : path
    }

    /// What `JSONSerialization` writes, from a property list value (dates as ISO 8601 text, data as base64).
    static func foundationObject(_ value: PropertyListValue) -> Any {
        switch value {
        case .string(let s): return s
        case .data(let d): return d.base64EncodedString()
        case .array(let a): return a.map(foundationObject)
        case .dictionary(let d): return d.mapValues(foundationObject)
        case .bool(let b): return b
        case .integer(let i): return i
        case .real(let r): return r
        case .date(let date): return ISO8601DateFormatter().string(from: date)
        }
    }
}
