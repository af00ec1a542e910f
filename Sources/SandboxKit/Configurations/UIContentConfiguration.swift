import Foundation

/// A description of a cell's (or header's) content that makes the view showing it: set one as a cell's
/// `contentConfiguration` and the cell puts `makeContentView()`'s view in its content view, or hands the
/// new configuration to the view it already shows when that view `supports` it.
@MainActor
public protocol UIContentConfiguration {
    func makeContentView() -> UIView & UIContentView
    func updated(for state: UIConfigurationState) -> Self
}

/// The view a content configuration makes; setting `configuration` shows the new one.
@MainActor
public protocol UIContentView: AnyObject {
    var configuration: UIContentConfiguration { get set }
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// As UIKit's default: the view takes a configuration of the type it was made for.
    public func supports(_ configuration: UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}

/// What a view's look depends on when its configuration is updated.
@MainActor
public protocol UIConfigurationState {
    var traitCollection: UITraitCollection { get set }
}

/// A cell's state for its configurations: selected, highlighted, disabled, editing…
@MainActor
public struct UICellConfigurationState: UIConfigurationState {
    public var traitCollection: UITraitCollection
    public var isSelected = false
    public var isHighlighted = false
    public var isDisabled = false
    public var isFocused = false
    public var isEditing = false
    public var isSwiped = false
    public var isExpanded = false
    public var isReordering = false

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
}

/// The content view a cell or header shows for its `contentConfiguration`, kept in its content view
/// and filling it.
@MainActor
struct ContentConfigurationSlot {
    private(set) var view: (UIView & UIContentView)?

    /// Shows `configuration` in `contentView`: in the current view if it supports it, else in a new one.
    mutating func show(_ configuration: UIContentConfiguration?, in contentView: UIView) {
        guard let configuration else {
            view?.removeFromSuperview()
            view = nil
            return
        }
        if let view, view.supports(configuration) {
            view.configuration = configuration
            return
        }
        view?.removeFromSuperview()
        let made = configuration.makeContentView()
        made.frame = contentView.bounds
        made.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(made)
        view = made
    }

    func layout(in contentView: UIView) {
        if let view, view.frame != contentView.bounds { view.frame = contentView.bounds }
    }
}
