import Foundation

/// Signs that the app depends on CocoaPods. Pods are built by CocoaPods, not from the app's own files, so
/// their use is reported plainly rather than left to show as a missing module.
public struct CocoaPodsUsage: Sendable, Equatable {
    /// The `Podfile`, when there is one.
    public let podfile: URL?
    /// The `Pods` folder (`pod install` has run), when there is one.
    public let podsFolder: URL?
    /// Whether the app target has CocoaPods' `[CP] …` build phases.
    public let hasIntegrationPhases: Bool
    /// The pods the `Podfile` names (`pod 'Alamofire'`), in order.
    public let podNames: [String]

    /// Looks in `folder` for a `Podfile` and a `Pods` folder; `nil` when neither is there and the target
    /// has no CocoaPods phases.
    static func detect(in folder: URL, hasIntegrationPhases: Bool) -> CocoaPodsUsage? {
        let podfile = folder.appendingPathComponent("Podfile")
        let pods = folder.appendingPathComponent("Pods")
        var isFolder: ObjCBool = false
        let hasPodfile = FileManager.default.fileExists(atPath: podfile.path)
        let hasPods = FileManager.default.fileExists(atPath: pods.path, isDirectory: &isFolder) && isFolder.boolValue
        guard hasPodfile || hasPods || hasIntegrationPhases else { return nil }
        var names: [String] = []
        if hasPodfile, let data = try? FileReader.read(podfile, limit: 1 << 20) {
            for line in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline) {
                let trimmed = line.drop { $0 == " " || $0 == "\t" }
                guard trimmed.hasPrefix("pod "), let quote = trimmed.first(where: { $0 == "'" || $0 == "\"" }),
                      let open = trimmed.firstIndex(of: quote) else { continue }
                let rest = trimmed[trimmed.index(after: open)...]
                guard let close = rest.firstIndex(of: quote) else { continue }
                let name = String(rest[..<close])
                if !name.isEmpty, !names.contains(name) { names.append(name) }
            }
        }
        return CocoaPodsUsage(podfile: hasPodfile ? podfile : nil, podsFolder: hasPods ? pods : nil,
                              hasIntegrationPhases: hasIntegrationPhases, podNames: names)
    }
}
