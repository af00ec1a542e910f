import Foundation
@testable import SandboxKit

/// The app's classes as the app's build makes them: `IBConnectable` written out by hand.
/// Each records what it saw, so the tests can assert the order UIKit calls them in.
final class RootViewController: UIViewController, IBConnectable {
    var titleLabel: UILabel?
    var tapButton: UIButton?
    var labels: [UILabel] = []
    var log: [String] = []
    var taps = 0
    var prepared: [(identifier: String?, destination: UIViewController)] = []
    var allowsSegues = true

    override func awakeFromNib() { super.awakeFromNib(); log.append("awakeFromNib titleLabel=\(titleLabel?.text ?? "nil")") }
    override func viewDidLoad() {
        super.viewDidLoad()
        log.append("viewDidLoad titleLabel=\(titleLabel?.text ?? "nil") labels=\(labels.map { $0.text ?? "" }) children=\(children.count)")
    }
    func tapped(_ sender: Any?) { taps += 1 }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared.append((segue.identifier, segue.destination))
        log.append("prepare \(segue.identifier ?? "nil") \(type(of: segue.destination))")
    }
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { allowsSegues }

    func setOutlet(_ name: String, to value: Any?) -> Bool {
        switch name {
        case "titleLabel": titleLabel = value as? UILabel
        case "tapButton": tapButton = value as? UIButton
        case "labels": labels = value as? [UILabel] ?? []
        default: return false
        }
        return true
    }
    func action(named name: String) -> Selector? {
        name == "tapped:" ? Selector("tapped:", RootViewController.tapped(_:)) : nil
    }
}

final class DetailViewController: UIViewController {}
final class ChildViewController: UIViewController {}
final class ListViewController: UITableViewController {}

final class ItemCell: UITableViewCell, IBConnectable {
    var nameLabel: UILabel?
    var awokeWithLabel: String?
    override func awakeFromNib() { super.awakeFromNib(); awokeWithLabel = nameLabel?.text }
    func setOutlet(_ name: String, to value: Any?) -> Bool {
        guard name == "nameLabel" else { return false }
        nameLabel = value as? UILabel
        return true
    }
    func action(named name: String) -> Selector? { nil }
}

final class PhotoCell: UICollectionViewCell, IBConnectable {
    var nameLabel: UILabel?
    func setOutlet(_ name: String, to value: Any?) -> Bool {
        guard name == "nameLabel" else { return false }
        nameLabel = value as? UILabel
        return true
    }
    func action(named name: String) -> Selector? { nil }
}

/// A gallery whose collection view, flow layout and prototype cell come from the storyboard.
final class GalleryViewController: UIViewController, UICollectionViewDataSource, IBConnectable {
    var collectionView: UICollectionView?
    let names = ["Ada", "Grace", "Edsger", "Barbara", "Ken"]
    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView?.dataSource = self
    }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { names.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
        (cell as? PhotoCell)?.nameLabel?.text = names[indexPath.item]
        return cell
    }
    func setOutlet(_ name: String, to value: Any?) -> Bool {
        guard name == "collectionView" else { return false }
        collectionView = value as? UICollectionView
        return true
    }
    func action(named name: String) -> Selector? { nil }
}

/// A settings screen whose table is static in the storyboard; only selection is its own code.
final class SettingsViewController: UITableViewController, IBConnectable {
    var notificationsSwitch: UISwitch?
    var selected: [IndexPath] = []
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
    func setOutlet(_ name: String, to value: Any?) -> Bool {
        guard name == "notificationsSwitch" else { return false }
        notificationsSwitch = value as? UISwitch
        return true
    }
    func action(named name: String) -> Selector? { nil }
}

/// The destination of the editor's unwind segue: records the segue its action method receives.
final class UnwindListViewController: UIViewController, IBConnectable {
    var unwound: [(identifier: String?, source: UIViewController)] = []
    var log: [String] = []
    func unwindToList(_ segue: UIStoryboardSegue) {
        unwound.append((segue.identifier, segue.source))
        log.append("unwindToList from \(type(of: segue.source)), presented: \(presentedViewController != nil)")
    }
    func setOutlet(_ name: String, to value: Any?) -> Bool { false }
    func action(named name: String) -> Selector? {
        name == "unwindToList:" ? Selector("unwindToList:", UnwindListViewController.unwindToList(_:)) : nil
    }
}

final class UnwindEditorViewController: UIViewController, IBConnectable {
    var doneButton: UIButton?
    var prepared: [String] = []
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared.append("\(segue.identifier ?? "nil") to \(type(of: segue.destination))")
    }
    func setOutlet(_ name: String, to value: Any?) -> Bool {
        guard name == "doneButton" else { return false }
        doneButton = value as? UIButton
        return true
    }
    func action(named name: String) -> Selector? { nil }
}

/// A picker whose data source and delegate the storyboard connects (as a currency app's).
final class CurrencyViewController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate, IBConnectable {
    var picker: UIPickerView?
    let currencies = ["AUD", "EUR", "USD"]
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { currencies.count }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { currencies[row] }
    func setOutlet(_ name: String, to value: Any?) -> Bool {
        guard name == "picker" else { return false }
        picker = value as? UIPickerView
        return true
    }
    func action(named name: String) -> Selector? { nil }
}

@MainActor
enum StoryboardFixtures {
    static func path(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)").path
    }

    /// Lists the fixtures as the app's documents and registers the app's classes.
    static func install(in app: UIApplication) {
        app.interfaceDocuments = [
            "Main": path("Main.storyboard"), "Problems": path("Problems.storyboard"),
            "Malformed": path("Malformed.storyboard"), "ItemCell": path("ItemCell.xib"),
            "Gallery": path("Gallery.storyboard"), "Settings": path("Settings.storyboard"), "Unwind": path("Unwind.storyboard"), "BadgeCell": path("BadgeCell.xib"),
            "Picker": path("Picker.storyboard"), "Split": path("Split.storyboard"),
        ]
        app.classRegistry.register { RootViewController() }
        app.classRegistry.register { DetailViewController() }
        app.classRegistry.register { ChildViewController() }
        app.classRegistry.register { ListViewController() }
        app.classRegistry.register { ItemCell(style: .default, reuseIdentifier: nil) }
        app.classRegistry.register { GalleryViewController() }
        app.classRegistry.register { SettingsViewController(style: .grouped) }
        app.classRegistry.register { UnwindListViewController() }
        app.classRegistry.register { UnwindEditorViewController() }
        app.classRegistry.register { PhotoCell(frame: .zero) }
        app.classRegistry.register { CurrencyViewController() }
    }
}
