/// A Swift package the project depends on: `XCRemoteSwiftPackageReference` (a repository and a version
/// requirement) or `XCLocalSwiftPackageReference` (a folder next to the project).
public struct SwiftPackageReference: Sendable, Equatable {
    public enum Location: Sendable, Equatable {
        case remote(repositoryURL: String)
        case local(relativePath: String)
    }

    public let id: String
    public let location: Location
    /// The requirement's fields as written: `kind` (`upToNextMajorVersion`, `upToNextMinorVersion`,
    /// `exactVersion`, `versionRange`, `branch`, `revision`) and its `minimumVersion`, `maximumVersion`,
    /// `version`, `branch` or `revision`.
    public let requirement: [String: String]

    public init(id: String, location: Location, requirement: [String: String]) {
        self.id = id
        self.location = location
        self.requirement = requirement
    }

    /// The requirement in the words of `Package.swift` (`from: "5.0.0"`), for messages and manifests.
    public var requirementDescription: String {
        switch requirement["kind"] {
        case "upToNextMajorVersion": return "from: \"\(requirement["minimumVersion"] ?? "")\""
        case "upToNextMinorVersion": return ".upToNextMinor(from: \"\(requirement["minimumVersion"] ?? "")\")"
        case "exactVersion": return "exact: \"\(requirement["version"] ?? "")\""
        case "versionRange":
            return "\"\(requirement["minimumVersion"] ?? "")\"..<\"\(requirement["maximumVersion"] ?? "")\""
        case "branch": return "branch: \"\(requirement["branch"] ?? "")\""
        case "revision": return "revision: \"\(requirement["revision"] ?? "")\""
        default:
            if case .local(let path) = location { return "path: \"\(path)\"" }
            return requirement.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        }
    }
}
