import Foundation

/// Chooses the app target to load among the projects found: the one named, or the only iOS app. Several
/// candidates are never guessed between: the error lists them and says how to pick.
enum TargetSelection {
    static func choose(among projects: [XcodeProject], named requested: String?, configuration: String,
                       origin: URL) throws(AppProjectError) -> (XcodeProject, XcodeTarget) {
        var applications: [(project: XcodeProject, target: XcodeTarget)] = []
        for project in projects {
            for target in project.applicationTargets { applications.append((project, target)) }
        }
        let names = label(applications)

        if let requested {
            if let match = applications.first(where: { $0.target.name == requested || "\($0.project.name)/\($0.target.name)" == requested }) {
                return match
            }
            for project in projects {
                if let other = project.target(named: requested) {
                    throw AppProjectError(url: project.url, message: "target '\(requested)' is not an app (its product type is \(other.productType ?? "none")); app targets: \(names.isEmpty ? "none" : names.joined(separator: ", "))")
                }
            }
            throw AppProjectError(url: origin, message: "no target named '\(requested)'; app targets: \(names.isEmpty ? "none" : names.joined(separator: ", "))")
        }

        let iOS = applications.filter { isIOS(settings: $0.project.buildSettings(for: $0.target, configuration: configuration)) }
        let candidates = iOS.isEmpty ? applications : iOS
        switch candidates.count {
        case 1:
            return candidates[0]
        case 0:
            let all = projects.flatMap { project in project.targets.map(\.name) }
            throw AppProjectError(url: origin, message: "no app target in \(projects.map { $0.url.lastPathComponent }.joined(separator: ", ")) (targets: \(all.isEmpty ? "none" : all.joined(separator: ", ")))")
        default:
            throw AppProjectError(url: origin, message: "several app targets: \(label(candidates).joined(separator: ", ")); pick one with --target NAME")
        }
    }

    /// Target names, qualified by project where two projects have a target of the same name.
    private static func label(_ items: [(project: XcodeProject, target: XcodeTarget)]) -> [String] {
        let counts = Dictionary(items.map { ($0.target.name, 1) }, uniquingKeysWith: +)
        return items.map { counts[$0.target.name, default: 0] > 1 ? "\($0.project.name)/\($0.target.name)" : $0.target.name }
    }

    /// Whether a target builds for iOS: its SDK is the iPhone's, or an `auto` SDK lists iOS among its
    /// platforms. A project's macOS, watchOS or tvOS app is not an iOS app to run.
    static func isIOS(settings: BuildSettings) -> Bool {
        let sdk = (settings["SDKROOT"] ?? "iphoneos").lowercased()
        let platforms = (settings["SUPPORTED_PLATFORMS"] ?? "").lowercased()
        if sdk.hasPrefix("iphone") { return true }
        if sdk == "auto" || sdk.isEmpty { return platforms.isEmpty || platforms.contains("iphone") }
        return platforms.contains("iphoneos") || platforms.contains("iphonesimulator")
    }
}
