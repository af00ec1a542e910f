/// Why a document could not be read, and where.
///
/// Every failure carries a position, even those about the whole input (size,
/// encoding), because the consumer prints them all the same way and editors
/// and CI logs recognise `FILE:LINE:COL: error: MESSAGE`.
public struct IBError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The broad category, so callers and tests can react without matching message text.
    public enum Kind: Sendable, Hashable {
        /// The bytes are not well-formed XML (or use XML features IB never writes).
        case malformedXML
        /// Well-formed XML, but not an Interface Builder `<document>`.
        case notAnInterfaceBuilderDocument
        /// An IB document for a platform other than UIKit (AppKit, WatchKit).
        case unsupportedDocumentType
        /// A required attribute is absent or has a value that cannot be understood.
        case invalidAttribute
        /// Two elements share an `id`.
        case duplicateID
        /// An attribute names an `id` that no element has.
        case unknownReference
        /// The input exceeds an `IBLimits` bound.
        case limitExceeded
    }

    public let kind: Kind
    /// The name the caller gave the input, usually its path; printed as given.
    public let file: String
    public let line: Int
    public let column: Int
    public let message: String

    public init(kind: Kind, file: String, line: Int, column: Int, message: String) {
        self.kind = kind
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    init(_ kind: Kind, file: String, at location: IBSourceLocation, _ message: String) {
        self.init(kind: kind, file: file, line: location.line, column: location.column, message: message)
    }

    public var location: IBSourceLocation { IBSourceLocation(line: line, column: column) }

    /// Exactly `FILE:LINE:COL: error: MESSAGE`, the clang/swiftc diagnostic form.
    public var description: String { "\(file):\(line):\(column): error: \(message)" }
}
