import Foundation

/// Entry points for fuzzing the parsers with arbitrary bytes. Each parses, builds whatever model the bytes
/// allow, and stops the process (`fatalError`) only on a real bug: an error that is not an
/// ``AppProjectError``, or one whose position is not a real place in the file (line or column below 1).
/// A crash, a hang or unbounded memory use in here is a bug too, found by the fuzzer itself.
public enum AppProjectFuzz {
    /// The old-style property list parser, as a whole file and as a `.strings` table.
    public static func oldStylePlist(_ data: Data) {
        check { _ = try OldStylePlistParser.parse(data, file: "fuzz.plist") }
        check { _ = try StringsFile.parse(data, file: "fuzz.strings") }
    }

    /// A `project.pbxproj`: the model, every target's build settings and its generated Info.plist.
    public static func pbxproj(_ data: Data) {
        check {
            let project = try XcodeProject(pbxproj: data, url: URL(fileURLWithPath: "/nonexistent/Fuzz.xcodeproj"))
            for target in project.targets.prefix(16) {
                let settings = project.buildSettings(for: target)
                _ = InfoPlistGenerator.generate(from: settings)
                _ = SwiftSettings(settings)
                var resolver = ProjectPathResolver(project: project, settings: settings)
                _ = resolver.path(of: target.id)
            }
            var resolver = ProjectPathResolver(project: project, settings: BuildSettings())
            for id in project.objects.keys.prefix(256) {
                _ = resolver.path(of: id)
            }
        }
    }

    /// An Info.plist in any syntax, and the typed views of it.
    public static func infoPlist(_ data: Data) {
        check {
            let info = try InfoPlist.parse(data, file: "Info.plist", settings: AppBundle.defaultSettings(name: "Fuzz", root: URL(fileURLWithPath: "/")))
            _ = info.sceneManifest?.applicationConfigurations
            _ = (info.supportedInterfaceOrientations, info.mainStoryboardFile, info.viewControllerBasedStatusBarAppearance)
        }
        check { _ = try StringsDictionaryFile.parse(data, file: "fuzz.stringsdict") }
    }

    /// An asset catalog `Contents.json`, read as each kind of set, and as a String Catalog.
    public static func assetContents(_ data: Data) {
        let url = URL(fileURLWithPath: "/nonexistent/Fuzz.imageset")
        check {
            let contents = try AssetContents.parse(data, file: "Contents.json")
            _ = ImageSet(name: "Fuzz", url: url, contents: contents)
            _ = SymbolSet(name: "Fuzz", url: url, contents: contents)
            _ = DataSet(name: "Fuzz", url: url, contents: contents)
            _ = try ColorSet(name: "Fuzz", url: url, contents: contents, file: "Contents.json")
        }
        check { _ = try StringCatalog.parse(data, file: "fuzz.xcstrings") }
    }

    private static func check(_ body: () throws -> Void) {
        do {
            try body()
        } catch let error as AppProjectError {
            if let line = error.line, line < 1 { fatalError("error at line \(line): \(error)") }
            if let column = error.column, column < 1 { fatalError("error at column \(column): \(error)") }
            if error.message.isEmpty || error.file.isEmpty { fatalError("error without a message or file: \(error)") }
        } catch {
            fatalError("an error other than AppProjectError: \(error)")
        }
    }
}
