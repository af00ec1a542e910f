import Foundation
import InterfaceBuilder

/// One application's Interface Builder documents: where they are, each read once (or its error, given
/// once), and which unapplied items were already reported, so a table of a hundred cells warns once.
@MainActor
final class InterfaceBuilderState {
    /// Name → path: storyboards by their name ("Main"), xibs by theirs ("Cell"); the path keeps the extension.
    var files: [String: String] = [:]
    private var documents: [String: Result<IBDocument, IBError>] = [:]
    private var reported: Set<String> = []

    /// The path of the storyboard (`.storyboard`) or xib (`.xib`, `.nib`) named `name`.
    func path(named name: String, extensions: [String]) -> String? {
        if let path = files[name], extensions.contains((path as NSString).pathExtension) { return path }
        for ext in extensions { if let path = files["\(name).\(ext)"] { return path } }
        return nil
    }

    /// The document at `path`, read on first use; an unreadable file is its error (once reported by the caller).
    func document(at path: String) -> Result<IBDocument, IBError> {
        if let known = documents[path] { return known }
        let result: Result<IBDocument, IBError>
        do {
            result = .success(try IBDocument(contentsOf: URL(fileURLWithPath: path)))
        } catch let error as IBError {
            result = .failure(error)
        } catch {
            result = .failure(IBError(kind: .malformedXML, file: path, line: 1, column: 1, message: "\(error.localizedDescription)"))
        }
        documents[path] = result
        return result
    }

    /// True the first time `key` is seen: each warning is given once per application.
    func firstReport(_ key: String) -> Bool { reported.insert(key).inserted }
}
