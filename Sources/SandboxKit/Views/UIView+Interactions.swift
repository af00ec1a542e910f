import Foundation

/// An object that adds behaviour to a view (pointer, drag and drop, context menu interactions).
@MainActor
public protocol UIInteraction: AnyObject {
    var view: UIView? { get }
    func willMove(to view: UIView?)
    func didMove(to view: UIView?)
}

/// A view's interactions: kept in order and told when they are added and removed, as UIKit does. What
/// each interaction does is up to its kind (most are not simulated and say so when made).
extension UIView {
    private static let interactionsStorage = ExtensionStorage<[UIInteraction]>("UIView.interactions", default: [])

    public var interactions: [UIInteraction] {
        get { Self.interactionsStorage.get(self) }
        set {
            for old in interactions where !newValue.contains(where: { $0 === old }) { removeInteraction(old) }
            for new in newValue { addInteraction(new) }
        }
    }

    public func addInteraction(_ interaction: UIInteraction) {
        var list = Self.interactionsStorage.get(self)
        guard !list.contains(where: { $0 === interaction }) else { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        list.append(interaction)
        Self.interactionsStorage.set(self, list)
        interaction.didMove(to: self)
    }

    public func removeInteraction(_ interaction: UIInteraction) {
        var list = Self.interactionsStorage.get(self)
        guard let i = list.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        list.remove(at: i)
        Self.interactionsStorage.set(self, list)
        interaction.didMove(to: nil)
    }
}
