import Foundation

/// An Xcode project (`Name.xcodeproj`) as its `project.pbxproj` describes it: the objects by id, the
/// targets, the Swift packages it depends on, and the regions it is localized for. The files of a target
/// and its build settings are worked out on demand, for one target and configuration.
public struct XcodeProject: Sendable {
    /// The `.xcodeproj` folder.
    public let url: URL
    /// The folder paths in the project are relative to (`SRCROOT`): the one holding the `.xcodeproj`,
    /// unless the project sets its `projectDirPath`.
    public let sourceRoot: URL
    /// Every object of the file, by id.
    public let objects: [String: PBXObject]
    /// The id of the `PBXProject` object.
    public let rootObjectID: String
    /// The project's development region (`developmentRegion`), `en` in new projects.
    public let developmentRegion: String?
    public let knownRegions: [String]
    /// The targets in the order the project lists them.
    public let targets: [XcodeTarget]
    /// The Swift packages the project depends on.
    public let packageReferences: [SwiftPackageReference]

    let projectConfigurationListID: String?
    let mainGroupID: String?
    /// Each file element's group, for resolving paths relative to their group.
    let parents: [String: String]

    /// `project.pbxproj` files larger than this are refused.
    static let maximumSize = OldStylePlistParser.maximumSize

    /// The project's name (the `.xcodeproj` folder's name without extension).
    public var name: String {
        url.deletingPathExtension().lastPathComponent
    }

    /// The targets that build an app.
    public var applicationTargets: [XcodeTarget] {
        targets.filter(\.isApplication)
    }

    /// The `project.pbxproj` file inside the project folder.
    public var pbxprojURL: URL {
        url.appendingPathComponent("project.pbxproj")
    }

    /// Reads `url`: an `.xcodeproj` folder, or the `project.pbxproj` inside one.
    public static func load(_ url: URL) throws(AppProjectError) -> XcodeProject {
        let projectURL = url.lastPathComponent == "project.pbxproj" ? url.deletingLastPathComponent() : url
        let file = projectURL.appendingPathComponent("project.pbxproj")
        let data = try FileReader.read(file, limit: maximumSize)
        return try XcodeProject(pbxproj: data, url: projectURL)
    }

    /// Builds the model from the bytes of a `project.pbxproj`; `url` is the `.xcodeproj` folder it belongs
    /// to, which anchors the project's relative paths and names the file in errors.
    public init(pbxproj data: Data, url: URL) throws(AppProjectError) {
        let file = url.appendingPathComponent("project.pbxproj").path
        func failure(_ message: String) -> AppProjectError { AppProjectError(file: file, message: message) }

        guard let top = try OldStylePlistParser.parse(data, file: file).dictionary else {
            throw failure("the file is not a dictionary of project objects")
        }
        guard let objectTable = top["objects"]?.dictionary else {
            throw failure("the file has no 'objects' dictionary")
        }
        guard let rootID = top["rootObject"]?.string else {
            throw failure("the file has no 'rootObject'")
        }
        var objects: [String: PBXObject] = [:]
        objects.reserveCapacity(objectTable.count)
        for (id, value) in objectTable {
            guard let fields = value.dictionary else { continue }
            objects[id] = PBXObject(id: id, isa: fields["isa"]?.string ?? "", fields: fields)
        }
        guard let root = objects[rootID] else {
            throw failure("the root object '\(rootID)' is not among the file's objects")
        }
        guard root.isa == "PBXProject" else {
            throw failure("the root object '\(rootID)' is a \(root.isa.isEmpty ? "object without 'isa'" : root.isa), not a PBXProject")
        }

        self.url = url
        self.objects = objects
        self.rootObjectID = rootID
        let projectFolder = url.deletingLastPathComponent()
        if let dirPath = root.string("projectDirPath"), !dirPath.isEmpty {
            sourceRoot = dirPath.hasPrefix("/") ? URL(fileURLWithPath: dirPath)
                : projectFolder.appendingPathComponent(dirPath).standardizedFileURL
        } else {
            sourceRoot = projectFolder
        }
        developmentRegion = root.string("developmentRegion")
        knownRegions = root.strings("knownRegions")
        projectConfigurationListID = root.string("buildConfigurationList")
        mainGroupID = root.string("mainGroup")

        var parents: [String: String] = [:]
        for object in objects.values where object.isa == "PBXGroup" || object.isa == "PBXVariantGroup" || object.isa == "XCVersionGroup" {
            for child in object.strings("children") where child != object.id {
                parents[child] = object.id
            }
        }
        self.parents = parents

        var references: [String: SwiftPackageReference] = [:]
        for object in objects.values {
            switch object.isa {
            case "XCRemoteSwiftPackageReference":
                var requirement: [String: String] = [:]
                for (key, value) in object.fields["requirement"]?.dictionary ?? [:] {
                    if let text = value.text { requirement[key] = text }
                }
                references[object.id] = SwiftPackageReference(
                    id: object.id, location: .remote(repositoryURL: object.string("repositoryURL") ?? ""), requirement: requirement)
            case "XCLocalSwiftPackageReference":
                references[object.id] = SwiftPackageReference(
                    id: object.id, location: .local(relativePath: object.string("relativePath") ?? ""), requirement: [:])
            default:
                break
            }
        }
        let listed = root.strings("packageReferences").compactMap { references[$0] }
        let unlisted = references.values.filter { reference in !listed.contains { $0.id == reference.id } }
            .sorted { $0.id < $1.id }
        packageReferences = listed + unlisted

        var targets: [XcodeTarget] = []
        for targetID in root.strings("targets") {
            guard let object = objects[targetID] else { continue }
            let phaseIDs = object.strings("buildPhases")
            let phaseNames = phaseIDs.compactMap { objects[$0] }.map(Self.displayName(ofPhase:))
            let products = object.strings("packageProductDependencies").compactMap { id -> PackageProductDependency? in
                guard let product = objects[id] else { return nil }
                return PackageProductDependency(
                    productName: product.string("productName") ?? "",
                    package: product.string("package").flatMap { references[$0] })
            }
            targets.append(XcodeTarget(
                id: targetID,
                name: object.string("name") ?? object.string("productName") ?? targetID,
                isa: object.isa,
                productType: object.string("productType"),
                productName: object.string("productName"),
                buildPhaseNames: phaseNames,
                packageProducts: products,
                buildPhaseIDs: phaseIDs,
                synchronizedGroupIDs: object.strings("fileSystemSynchronizedGroups"),
                configurationListID: object.string("buildConfigurationList")
            ))
        }
        self.targets = targets
    }

    /// The target called `name`, if there is one.
    public func target(named name: String) -> XcodeTarget? {
        targets.first { $0.name == name }
    }

    /// The build settings of `target` in `configuration` (`Debug` unless asked otherwise, as a Simulator
    /// run uses), with Xcode's defaults for the names projects lean on (`TARGET_NAME`, `SRCROOT`,
    /// `PRODUCT_NAME`…) and any `.xcconfig` files the configurations are based on.
    public func buildSettings(for target: XcodeTarget, configuration: String = "Debug") -> BuildSettings {
        var warnings: [String] = []
        return buildSettings(for: target, configuration: configuration, warnings: &warnings)
    }

    func buildSettings(for target: XcodeTarget, configuration: String, warnings: inout [String]) -> BuildSettings {
        let targetConfiguration = self.configuration(in: target.configurationListID ?? projectConfigurationListID, named: configuration)
        let chosenName = targetConfiguration?.string("name") ?? configuration
        let projectConfiguration = self.configuration(in: projectConfigurationListID, named: chosenName)

        var settings = BuildSettings()
        let defaults: [(String, String)] = [
            ("TARGET_NAME", target.name),
            ("PROJECT_NAME", name),
            ("PROJECT", name),
            ("SRCROOT", sourceRoot.path),
            ("PROJECT_DIR", sourceRoot.path),
            ("SOURCE_ROOT", sourceRoot.path),
            ("PROJECT_FILE_PATH", url.path),
            ("CONFIGURATION", chosenName),
            ("PRODUCT_NAME", "$(TARGET_NAME)"),
            ("EXECUTABLE_NAME", "$(PRODUCT_NAME)"),
            ("PRODUCT_MODULE_NAME", "$(PRODUCT_NAME:c99extidentifier)"),
            ("WRAPPER_EXTENSION", "app"),
            ("FULL_PRODUCT_NAME", "$(PRODUCT_NAME).app"),
            ("DEVELOPMENT_LANGUAGE", developmentRegion ?? "en"),
            ("SDKROOT", "iphoneos"),
            ("PLATFORM_NAME", "iphonesimulator"),
            ("SDK_NAME", "iphonesimulator"),
            ("EFFECTIVE_PLATFORM_NAME", "-iphonesimulator"),
            ("PODS_ROOT", "$(SRCROOT)/Pods"),
            ("PODS_PODFILE_DIR_PATH", "$(SRCROOT)/."),
        ]
        for (key, value) in defaults { settings.set(key, value) }

        for level in [projectConfiguration, targetConfiguration] {
            guard let level else { continue }
            if let baseID = level.string("baseConfigurationReference") {
                var resolver = ProjectPathResolver(project: self, settings: settings)
                if let baseURL = resolver.url(of: baseID) {
                    let entries = XCConfigFile.entries(of: baseURL, warnings: &warnings)
                    BuildSettingCondition.apply(entries, to: &settings, configuration: chosenName)
                }
            }
            var entries: [(key: String, value: String)] = []
            for (key, value) in (level.fields["buildSettings"]?.dictionary ?? [:]).sorted(by: { $0.key < $1.key }) {
                entries.append((key, Self.settingText(value)))
            }
            BuildSettingCondition.apply(entries, to: &settings, configuration: chosenName)
        }
        return settings
    }

    /// The configuration called `name` in a configuration list; failing that the list's default one, then
    /// its first.
    private func configuration(in listID: String?, named name: String) -> PBXObject? {
        guard let listID, let list = objects[listID] else { return nil }
        let configurations = list.strings("buildConfigurations").compactMap { objects[$0] }
        return configurations.first { $0.string("name") == name }
            ?? configurations.first { $0.string("name") == list.string("defaultConfigurationName") }
            ?? configurations.first
    }

    /// A setting's value as one string: lists (`LD_RUNPATH_SEARCH_PATHS = ( … )`) are joined with spaces,
    /// quoting items that hold spaces, as Xcode shows them.
    static func settingText(_ value: PropertyListValue) -> String {
        if let items = value.array {
            return items.compactMap(\.text).map { $0.contains(" ") && !$0.hasPrefix("\"") ? "\"\($0)\"" : $0 }
                .joined(separator: " ")
        }
        return value.text ?? ""
    }

    private static func displayName(ofPhase phase: PBXObject) -> String {
        if let name = phase.string("name") { return name }
        switch phase.isa {
        case "PBXSourcesBuildPhase": return "Sources"
        case "PBXResourcesBuildPhase": return "Resources"
        case "PBXFrameworksBuildPhase": return "Frameworks"
        case "PBXHeadersBuildPhase": return "Headers"
        case "PBXShellScriptBuildPhase": return "ShellScript"
        case "PBXCopyFilesBuildPhase": return "CopyFiles"
        default: return phase.isa
        }
    }
}
