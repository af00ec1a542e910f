import Foundation

extension UITableView {
    /// The section index (the A–Z strip a data source's `sectionIndexTitles(for:)` asks for) is not drawn:
    /// a table whose data source gives titles reports it once as not simulated.
    func reportSectionIndex() {
        if let titles = dataSource?.sectionIndexTitles(for: self), !titles.isEmpty {
            NotSimulated.record("UITableView's section index (sectionIndexTitles(for:))")
        }
    }
}
