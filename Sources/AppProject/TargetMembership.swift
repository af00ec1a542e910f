import Foundation

/// The files of one target of an Xcode project: those its Sources and Resources build phases list, and
/// those in the folders it synchronizes with (Xcode 16), less each folder's membership exceptions.
struct TargetMembership {
    private(set) var members: [ProjectMember] = []
    private(set) var warnings: [String] = []

    /// Works out the members of `target`. `infoPlistURL` (the expanded `INFOPLIST_FILE`) is left out of
    /// a synchronized folder's resources, since the build processes it rather than copies it.
    init(project: XcodeProject, target: XcodeTarget, settings: BuildSettings, infoPlistURL: URL?,
         budget: inout ScanBudget) throws(AppProjectError) {
        var resolver = ProjectPathResolver(project: project, settings: settings)
        let infoPlistPath = infoPlistURL.map { FilePath.normalize($0.path) }
        var seen: Set<String> = []

        func add(_ path: String, _ role: ProjectMember.Role, isFolderReference: Bool = false) {
            guard seen.insert(path).inserted else { return }
            members.append(ProjectMember(url: FilePath.url(path), role: role, isFolderReference: isFolderReference))
        }

        func existing(_ path: String) -> Bool {
            FileManager.default.fileExists(atPath: path)
        }

        for phaseID in target.buildPhaseIDs {
            guard let phase = project.objects[phaseID] else { continue }
            let role: ProjectMember.Role
            switch phase.isa {
            case "PBXSourcesBuildPhase": role = .source
            case "PBXResourcesBuildPhase": role = .resource
            default: continue
            }
            for buildFileID in phase.strings("files") {
                guard let buildFile = project.objects[buildFileID], let refID = buildFile.string("fileRef"),
                      let reference = project.objects[refID] else { continue }
                let elementIDs = reference.isa == "PBXVariantGroup" ? reference.strings("children") : [refID]
                for elementID in elementIDs {
                    guard let element = project.objects[elementID] else { continue }
                    if element.isa == "PBXGroup" {
                        warnings.append("\(target.name): group '\(element.string("name") ?? element.string("path") ?? elementID)' listed as a file; skipped")
                        continue
                    }
                    guard let path = resolver.path(of: elementID) else { continue }
                    guard existing(path) else {
                        warnings.append("\(target.name): '\(path)' is in the project but not on disk; skipped")
                        continue
                    }
                    let type = element.string("lastKnownFileType") ?? element.string("explicitFileType")
                    add(path, role, isFolderReference: type == "folder")
                }
            }
        }

        let phaseIDs = Set(target.buildPhaseIDs)
        let ownGroups = Set(target.synchronizedGroupIDs)
        for groupID in target.synchronizedGroupIDs {
            guard let group = project.objects[groupID], let folder = resolver.path(of: groupID) else { continue }
            var excluded: Set<String> = []
            for exceptionID in group.strings("exceptions") {
                guard let exception = project.objects[exceptionID] else { continue }
                let applies = exception.isa == "PBXFileSystemSynchronizedBuildFileExceptionSet"
                    ? exception.string("target") == target.id
                    : exception.string("buildPhase").map(phaseIDs.contains) ?? false
                if applies { excluded.formUnion(exception.strings("membershipExceptions")) }
            }
            guard existing(folder) else {
                warnings.append("\(target.name): synchronized folder '\(folder)' is not on disk; skipped")
                continue
            }
            let files = try SynchronizedFolder.files(in: folder, explicitFolders: Set(group.strings("explicitFolders")), budget: &budget)
            for file in files where !Self.isExcluded(file.relativePath, by: excluded) {
                if let role = Self.role(of: file.path, isFolderReference: file.isExplicitFolder, infoPlistPath: infoPlistPath) {
                    add(file.path, role, isFolderReference: file.isExplicitFolder)
                }
            }
        }

        // A folder that another target synchronizes can lend single files to this one: Xcode lists them as
        // membership exceptions of this target on that folder.
        for group in project.objects.values where group.isa == "PBXFileSystemSynchronizedRootGroup" && !ownGroups.contains(group.id) {
            for exceptionID in group.strings("exceptions") {
                guard let exception = project.objects[exceptionID],
                      exception.isa == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                      exception.string("target") == target.id,
                      let folder = resolver.path(of: group.id) else { continue }
                for relative in exception.strings("membershipExceptions") {
                    let path = FilePath.join(folder, relative)
                    guard existing(path), let role = Self.role(of: path, isFolderReference: false, infoPlistPath: infoPlistPath) else { continue }
                    add(path, role)
                }
            }
        }
    }

    /// Whether a file of a synchronized folder is one of the exceptions, or inside an excepted folder.
    static func isExcluded(_ relativePath: String, by exceptions: Set<String>) -> Bool {
        if exceptions.isEmpty { return false }
        if exceptions.contains(relativePath) { return true }
        var path = Substring(relativePath)
        while let slash = path.lastIndex(of: "/") {
            path = path[..<slash]
            if exceptions.contains(String(path)) { return true }
        }
        return false
    }

    /// How a file of a synchronized folder takes part in the build, as Xcode decides from its type: code
    /// is compiled, headers and build inputs are not copied, everything else is a resource.
    static func role(of path: String, isFolderReference: Bool, infoPlistPath: String?) -> ProjectMember.Role? {
        if isFolderReference { return .resource }
        if path == infoPlistPath { return nil }
        switch FileKind(fileName: (path as NSString).lastPathComponent) {
        case .swiftSource, .otherSource: return .source
        case .header, .buildInput: return nil
        default: return .resource
        }
    }
}
