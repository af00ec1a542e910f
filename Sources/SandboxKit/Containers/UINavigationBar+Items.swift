import Foundation

/// A navigation bar used on its own (not a navigation controller's): the app gives it a stack of items;
/// the bar shows the top one's title with the one below as its back item. The back button pops the top
/// item when the delegate agrees (`navigationBar(_:shouldPop:)`).
extension UINavigationBar {
    private static let itemsStorage = ExtensionStorage<[UINavigationItem]>("UINavigationBar.items", default: [])
    private static let delegateStorage = ExtensionStorage<UINavigationBarDelegate?>("UINavigationBar.delegate", default: nil, weakly: true)

    public var delegate: UINavigationBarDelegate? {
        get { Self.delegateStorage.get(self) }
        set { Self.delegateStorage.set(self, newValue) }
    }

    public var items: [UINavigationItem]? {
        get {
            let own = Self.itemsStorage.get(self)
            return own.isEmpty ? [backItem, topItem].compactMap { $0 } : own
        }
        set { setItems(newValue, animated: false) }
    }

    public func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        let list = items ?? []
        Self.itemsStorage.set(self, list)
        setItems(top: list.last, back: list.dropLast().last)
        if onBack == nil { onBack = { [weak self] in self?.popFromBackButton() } }
    }

    public func pushItem(_ item: UINavigationItem, animated: Bool) {
        guard delegate?.navigationBar(self, shouldPush: item) ?? true else { return }
        setItems((items ?? []) + [item], animated: animated)
        delegate?.navigationBar(self, didPush: item)
    }

    @discardableResult
    public func popItem(animated: Bool) -> UINavigationItem? {
        var list = items ?? []
        guard let top = list.popLast() else { return nil }
        setItems(list, animated: animated)
        delegate?.navigationBar(self, didPop: top)
        return top
    }

    private func popFromBackButton() {
        guard let top = topItem, delegate?.navigationBar(self, shouldPop: top) ?? true else { return }
        popItem(animated: true)
    }
}

/// What a navigation bar used on its own asks before and tells after pushing and popping items.
@MainActor
public protocol UINavigationBarDelegate: UIBarPositioningDelegate {
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

extension UINavigationBarDelegate {
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}
