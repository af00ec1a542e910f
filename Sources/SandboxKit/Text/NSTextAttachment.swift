import Foundation

/// An image (or file data) placed in styled text. Labels and text views do not draw attachments: text
/// that carries one is reported once as not simulated (see NSAttributedString+Keys).
open class NSTextAttachment: NSObject, @unchecked Sendable {
    open var image: UIImage?
    open var contents: Data?
    open var fileType: String?
    /// The attachment's place on the line: its origin is relative to the baseline. Zero size: the
    /// image's size.
    open var bounds: CGRect = .zero

    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
        super.init()
        if let contentData, let decoded = MainActorLoan.run({ UIImage(data: contentData) }) { image = decoded }
    }

    public convenience init(image: UIImage) {
        self.init(data: nil, ofType: nil)
        self.image = image
    }

    public convenience override init() { self.init(data: nil, ofType: nil) }

    /// The character that stands for an attachment in the text.
    public static let character: Int = 0xFFFC
}

extension NSAttributedString {
    /// One attachment character carrying `attachment`.
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: String(Character(Unicode.Scalar(UInt32(NSTextAttachment.character))!)),
                  attributes: [.attachment: attachment])
    }
}
