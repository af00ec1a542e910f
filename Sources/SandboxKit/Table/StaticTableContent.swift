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

    func section(_ index: Int) -> Section? { sections.indices.contains(index) ? sections[index] : nil }

    func cell(at indexPath: IndexPath) -> UITableViewCell? {
        guard let cells = section(indexPath.section)?.cells, cells.indices.contains(indexPath.row) else { return nil }
        return cells[indexPath.row]
    }

    func rowHeight(at indexPath: IndexPath) -> CGFloat? {
        guard let heights = section(indexPath.section)?.rowHeights, heights.indices.contains(indexPath.row) else { return nil }
        return heights[indexPath.row]
    }
}
