import Foundation

/// A storyboard's static table (`dataMode="static"`): its sections, each with its header and footer
/// titles and its cells, made once with the controller's view. UIKit's table view controller answers
/// its table from it where a subclass does not override the data source (the storyboard's cells are
/// the rows; each cell's own row height, when the document gives one, is its row's).
struct StaticTableContent {
    struct Section {
        var headerTitle: String?
        var footerTitle: String?
        var cells: [UITableViewCell]
        var rowHeights: [CGFloat?]
    }

    var sections: [Section]

    func cell(at indexPath: IndexPath) -> UITableViewCell? {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].cells.indices.contains(indexPath.row) else { return nil }
        return sections[indexPath.section].cells[indexPath.row]
    }

    func rowHeight(at indexPath: IndexPath) -> CGFloat? {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].rowHeights.indices.contains(indexPath.row) else { return nil }
        return sections[indexPath.section].rowHeights[indexPath.row]
    }
}
