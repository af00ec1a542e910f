import Foundation

// A table cell's content configuration: its view fills the content view, and the style's own labels and
// image view are hidden while one is set, since the configuration now says what the row shows.
extension UITableViewCell {
    /// The list configuration of the cell's style: `.subtitleCell()` for `.subtitle`, `.valueCell()`
    /// for `.value1` and `.value2`, else `.cell()`.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .subtitle: return .subtitleCell()
        case .value1, .value2: return .valueCell()
        case .default: return .cell()
        }
    }

    func contentConfigurationDidChange() {
        contentSlot.show(contentConfiguration, in: contentView)
        let configured = contentConfiguration != nil
        textLabel?.isHidden = configured
        detailTextLabel?.isHidden = configured
        if configured, contentView.subviews.contains(where: { ($0 as? UIImageView)?.image != nil }) { imageView?.isHidden = true }
        setNeedsLayout()
    }
}
