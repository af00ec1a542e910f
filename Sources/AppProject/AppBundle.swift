import Foundation

/// What an iOS app is made of, found from a folder, an Xcode project or a single Swift file: the code to
/// compile with its Swift settings, the interface files, asset catalogs, strings and other resources as
/// they would sit in the built `.app`, its Info.plist, and the dependencies that come from elsewhere
/// (Swift packages, CocoaPods). Everything is read once, eagerly, and bounded in time and memory.
public struct AppBundle: Sendable {
    /// Where the app was described.
    public enum Origin: Sendable, Equatable {
        /// A target of an Xcode project.
        case xcodeProject(URL, target: String)
        /// A folder without a project: its Swift files and resources.
        case folder(URL)
        /// One Swift file, which is the whole app.
        case swiftFile(URL)
    }

    /// The product name (`PRODUCT_NAME`), or the folder's or file's name.
    public let name: String
    /// The folder the app's paths are relative to (the project's source root, or the folder itself).
    public let root: URL
    public let origin: Origin
    /// The Swift files to compile, absolute and sorted.
    public let swiftFiles: [URL]
    /// C, C++ and Objective-C files of the target, which a Swift-only build cannot compile.
    public let otherSourceFiles: [URL]
    public let storyboards: [InterfaceFile]
    public let xibs: [InterfaceFile]
    public let assetCatalogs: [AssetCatalog]
    public let strings: LocalizedStrings
    /// Every other resource, with its place in the bundle.
    public let resources: [BundleResource]
    public let infoPlist: InfoPlist
    /// All build settings of the chosen configuration (empty but for defaults when there is no project).
    public let buildSettings: BuildSettings
    public let swiftSettings: SwiftSettings
    /// `IPHONEOS_DEPLOYMENT_TARGET`.
    public let deploymentTarget: String?
    /// `TARGETED_DEVICE_FAMILY`: 1 for iPhone, 2 for iPad.
    public let deviceFamilies: [Int]
    /// The language of the app's own strings (`developmentRegion` / `DEVELOPMENT_LANGUAGE`).
    public let developmentRegion: String
    /// The Swift package products the app target links.
    public let packageDependencies: [PackageProductDependency]
    /// Every Swift package the project refers to.
    public let packageReferences: [SwiftPackageReference]
    /// CocoaPods, when the app uses it.
    public let cocoaPods: CocoaPodsUsage?
    /// Problems that did not stop the load: files the project lists but the disk lacks, resources that
    /// collide in the bundle, unreadable `.xcconfig` files.
    public let warnings: [String]

    /// The bundle identifier the app will run with.
    public var bundleIdentifier: String? {
        infoPlist.bundleIdentifier
    }

    /// Loads the app at `path`: a folder (using the Xcode project in it, or one level down, when there is
    /// one), an `.xcodeproj`, or a single `.swift` file. `target` picks among several app targets;
    /// `configuration` chooses the build configuration (`Debug`, as a Simulator run uses).
    public static func load(path: URL, target: String? = nil, configuration: String = "Debug") throws(AppProjectError) -> AppBundle {
        var budget = ScanBudget()
        return try load(path: path, target: target, configuration: configuration, budget: &budget)
    }

    static func load(path: URL, target: String?, configuration: String, budget: inout ScanBudget) throws(AppProjectError) -> AppBundle {
        let url = path.standardizedFileURL
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw AppProjectError(url: url, message: "no such file or folder")
        }
        if !isFolder.boolValue {
            if url.pathExtension == "swift" { return try singleFile(url) }
            if url.lastPathComponent == "project.pbxproj" {
                return try fromProjects([XcodeProject.load(url)], target: target, configuration: configuration, origin: url, budget: &budget)
            }
            throw AppProjectError(url: url, message: "not an app: give a folder, an .xcodeproj or a .swift file")
        }
        switch url.pathExtension {
        case "xcodeproj":
            return try fromProjects([XcodeProject.load(url)], target: target, configuration: configuration, origin: url, budget: &budget)
        case "xcworkspace":
            return try load(path: url.deletingLastPathComponent(), target: target, configuration: configuration, budget: &budget)
        default:
            // The projects beside the folder's top come first; those one level down are looked at when
            // there are none, or when none of them builds an app (a library's repository with its example
            // app in a subfolder).
            var projects: [XcodeProject] = []
            for projectURL in try ProjectLocator.projects(in: url, budget: &budget) {
                projects.append(try XcodeProject.load(projectURL))
            }
            if !projects.contains(where: { !$0.applicationTargets.isEmpty }) {
                for projectURL in try ProjectLocator.projectsOneLevelDown(in: url, budget: &budget) {
                    projects.append(try XcodeProject.load(projectURL))
                }
            }
            if projects.isEmpty {
                if let target {
                    throw AppProjectError(url: url, message: "no Xcode project here, so no target '\(target)' to pick; the folder itself is the app")
                }
                return try folder(url, budget: &budget)
            }
            return try fromProjects(projects, target: target, configuration: configuration, origin: url, budget: &budget)
        }
    }

    // MARK: Xcode projects

    private static func fromProjects(_ projects: [XcodeProject], target requested: String?, configuration: String,
                                     origin: URL, budget: inout ScanBudget) throws(AppProjectError) -> AppBundle {
        let (project, target) = try TargetSelection.choose(among: projects, named: requested, configuration: configuration, origin: origin)
        var warnings: [String] = []
        let settings = project.buildSettings(for: target, configuration: configuration, warnings: &warnings)

        let infoPlistURL = settings["INFOPLIST_FILE"].flatMap { path -> URL? in
            let trimmed = path.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { return nil }
            return (trimmed.hasPrefix("/") ? URL(fileURLWithPath: trimmed) : project.sourceRoot.appendingPathComponent(trimmed)).standardizedFileURL
        }
        let generates = settings.bool("GENERATE_INFOPLIST_FILE") ?? false
        var dictionary = generates ? InfoPlistGenerator.generate(from: settings) : [:]
        var source: URL?
        if let infoPlistURL {
            if FileManager.default.fileExists(atPath: infoPlistURL.path) {
                dictionary.merge(try InfoPlist.load(infoPlistURL, settings: settings).dictionary) { _, fromFile in fromFile }
                source = infoPlistURL
            } else if generates {
                warnings.append("\(target.name): INFOPLIST_FILE '\(infoPlistURL.path)' does not exist; using the generated Info.plist alone")
            } else {
                throw AppProjectError(url: infoPlistURL, message: "the Info.plist of target '\(target.name)' (INFOPLIST_FILE) does not exist")
            }
        } else if !generates {
            warnings.append("\(target.name): neither INFOPLIST_FILE nor GENERATE_INFOPLIST_FILE is set; Info.plist generated from build settings")
            dictionary = InfoPlistGenerator.generate(from: settings)
        }

        let membership = try TargetMembership(project: project, target: target, settings: settings,
                                              infoPlistURL: infoPlistURL, budget: &budget)
        warnings += membership.warnings
        var assembler = AppBundleAssembler()
        try assembler.add(membership.members, budget: &budget)
        assembler.finish()

        let productName = settings["PRODUCT_NAME"].flatMap { $0.isEmpty ? nil : $0 } ?? target.name
        let pods = CocoaPodsUsage.detect(in: project.sourceRoot, hasIntegrationPhases: target.hasCocoaPodsPhases)
            ?? CocoaPodsUsage.detect(in: project.url.deletingLastPathComponent(), hasIntegrationPhases: false)
        return AppBundle(
            name: productName,
            root: project.sourceRoot,
            origin: .xcodeProject(project.url, target: target.name),
            assembler: assembler,
            infoPlist: InfoPlist(dictionary: dictionary, source: source),
            buildSettings: settings,
            developmentRegion: project.developmentRegion ?? settings["DEVELOPMENT_LANGUAGE"] ?? "en",
            packageDependencies: target.packageProducts,
            packageReferences: project.packageReferences,
            cocoaPods: pods,
            warnings: warnings + assembler.warnings
        )
    }

    // MARK: Folders and single files

    private static func folder(_ root: URL, budget: inout ScanBudget) throws(AppProjectError) -> AppBundle {
        let scan = try FolderScanner.scan(root, budget: &budget)
        let settings = defaultSettings(name: root.lastPathComponent, root: root)
        var assembler = AppBundleAssembler()
        try assembler.add(scan.members, budget: &budget)
        assembler.finish()
        guard !assembler.swiftFiles.isEmpty else {
            throw AppProjectError(url: root, message: "not an app: no .swift files here (test folders, Pods and hidden folders are not looked in)")
        }
        var dictionary = InfoPlistGenerator.generate(from: settings)
        var source: URL?
        if let file = scan.infoPlists.first {
            dictionary.merge(try InfoPlist.load(file, settings: settings).dictionary) { _, fromFile in fromFile }
            source = file
        }
        var warnings = assembler.warnings
        if scan.infoPlists.count > 1 {
            warnings.append("several Info.plist files; using \(scan.infoPlists[0].path)")
        }
        return AppBundle(
            name: root.lastPathComponent, root: root, origin: .folder(root), assembler: assembler,
            infoPlist: InfoPlist(dictionary: dictionary, source: source), buildSettings: settings,
            developmentRegion: dictionary["CFBundleDevelopmentRegion"]?.string ?? "en",
            packageDependencies: [], packageReferences: [],
            cocoaPods: CocoaPodsUsage.detect(in: root, hasIntegrationPhases: false),
            warnings: warnings
        )
    }

    private static func singleFile(_ file: URL) throws(AppProjectError) -> AppBundle {
        let name = file.deletingPathExtension().lastPathComponent
        let root = file.deletingLastPathComponent()
        let settings = defaultSettings(name: name, root: root)
        var assembler = AppBundleAssembler()
        assembler.swiftFiles = [file]
        return AppBundle(
            name: name, root: root, origin: .swiftFile(file), assembler: assembler,
            infoPlist: InfoPlist(dictionary: InfoPlistGenerator.generate(from: settings)), buildSettings: settings,
            developmentRegion: "en", packageDependencies: [], packageReferences: [], cocoaPods: nil, warnings: []
        )
    }

    /// The settings an app without a project gets: enough for its Info.plist to name and identify it
    /// (`PRODUCT_BUNDLE_IDENTIFIER` is `sandbox.<name>`) and for `$(…)` in its own Info.plist to expand.
    static func defaultSettings(name: String, root: URL) -> BuildSettings {
        var settings = BuildSettings()
        for (key, value) in [
            ("TARGET_NAME", name), ("PRODUCT_NAME", "$(TARGET_NAME)"), ("EXECUTABLE_NAME", "$(PRODUCT_NAME)"),
            ("PRODUCT_MODULE_NAME", "$(PRODUCT_NAME:c99extidentifier)"),
            ("PRODUCT_BUNDLE_IDENTIFIER", "sandbox.$(PRODUCT_NAME:rfc1034identifier)"),
            ("SRCROOT", root.path), ("PROJECT_DIR", root.path), ("DEVELOPMENT_LANGUAGE", "en"),
            ("MARKETING_VERSION", "1.0"), ("CURRENT_PROJECT_VERSION", "1"), ("SDKROOT", "iphoneos"),
        ] {
            settings.set(key, value)
        }
        return settings
    }

    private init(name: String, root: URL, origin: Origin, assembler: AppBundleAssembler, infoPlist: InfoPlist,
                 buildSettings: BuildSettings, developmentRegion: String, packageDependencies: [PackageProductDependency],
                 packageReferences: [SwiftPackageReference], cocoaPods: CocoaPodsUsage?, warnings: [String]) {
        self.name = name
        self.root = root
        self.origin = origin
        swiftFiles = assembler.swiftFiles
        otherSourceFiles = assembler.otherSourceFiles
        storyboards = assembler.storyboards
        xibs = assembler.xibs
        assetCatalogs = assembler.assetCatalogs
        strings = assembler.strings
        resources = assembler.resources
        self.infoPlist = infoPlist
        self.buildSettings = buildSettings
        swiftSettings = SwiftSettings(buildSettings)
        deploymentTarget = buildSettings["IPHONEOS_DEPLOYMENT_TARGET"].flatMap { $0.isEmpty ? nil : $0 }
        deviceFamilies = (buildSettings["TARGETED_DEVICE_FAMILY"] ?? "")
            .split(whereSeparator: { $0 == "," || $0 == " " }).compactMap { Int($0) }
        self.developmentRegion = developmentRegion
        self.packageDependencies = packageDependencies
        self.packageReferences = packageReferences
        self.cocoaPods = cocoaPods
        self.warnings = warnings
    }
}
