import Foundation

/// A JSON file (`Contents.json`, `.xcstrings`) read with `JSONSerialization`. Its errors give only a
/// character offset ("around character 15") or, in newer Foundation, a line and column; either way the
/// error reported names the file and the line and column, since a person fixing a hand-edited file needs
/// to know where.
enum JSONDocument {
    static func object(from data: Data, file: String, limit: Int) throws(AppProjectError) -> [String: Any] {
        guard data.count <= limit else {
            throw AppProjectError(file: file, message: "the file is \(data.count) bytes, over the limit of \(limit)")
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data, options: [])
        } catch {
            throw translate(error, data: data, file: file)
        }
        guard let dictionary = object as? [String: Any] else {
            throw AppProjectError(file: file, message: "the file must hold a JSON object")
        }
        return dictionary
    }

    private static func translate(_ error: Error, data: Data, file: String) -> AppProjectError {
        let nsError = error as NSError
        var message = (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? "not valid JSON"
        var line: Int?
        var column: Int?
        if let range = message.range(of: #"line \d+, column \d+"#, options: .regularExpression) {
            let numbers = message[range].split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
            if numbers.count == 2, numbers[0] >= 1, numbers[1] >= 1 {
                line = numbers[0]
                column = numbers[1]
            }
        } else if let range = message.range(of: #"character \d+"#, options: .regularExpression),
                  let offset = Int(message[range].filter(\.isNumber)) {
            let position = TextLocator.position(of: offset, in: [UInt8](data))
            line = position.line
            column = position.column
        }
        if let cut = message.range(of: #"\s*(around|at) (line|character).*$"#, options: .regularExpression) {
            message.removeSubrange(cut)
        }
        if message.hasSuffix(".") { message.removeLast() }
        return AppProjectError(file: file, line: line, column: column, message: "malformed JSON: \(message)")
    }
}
