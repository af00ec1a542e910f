import Foundation

/// The structure tags of a tagged PDF. The sandbox writes no PDFs; the names are here so that code that
/// tags one compiles.
public enum CGPDFTagType: Int32, Sendable {
    case document = 100, part, art, section, div, blockQuote, caption, toc, toci, index, nonStructure, `private`
    case paragraph = 200, header, header1, header2, header3, header4, header5, header6
    case list = 300, listItem, label, listBody
    case table = 400, tableRow, tableHeaderCell, tableDataCell, tableHeader, tableBody, tableFooter
    case span = 500, quote, note, reference, bibliography, code, link, annotation
    case ruby = 600, rubyBaseText, rubyAnnotationText, rubyPunctuation, warichu, warichuText, warichuPunctiation
    case figure = 700, formula, form
}
