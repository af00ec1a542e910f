import Foundation
import SandboxKit

/// The "real screens" demo: a master-detail app built the way a tutorial builds one, so a person can
/// watch its lifecycle and layout callbacks live. A table of items (Auto Layout anchors, a data source
/// and a delegate, cells reused) in a navigation controller; the bar's + inserts a row, Edit shows the
/// rows' delete controls, and a row swiped left offers Delete; a tapped row pushes its detail page, laid out with anchors and a stack view (a symbol, a title, a note, a
/// segmented control and a switch).
@MainActor
enum ScreensDemo {
    static func make() -> UINavigationController {
        let nav = UINavigationController()
        // Named before the first page is pushed, so the page's willMove(toParent:) names it.
        nav.debugName = "nav"
        let list = ScreensListController()
        list.debugName = "list"
        nav.setViewControllers([list], animated: false)
        return nav
    }
}

/// The master list. Each row is a fruit; + inserts the next one at the top, animated.
final class ScreensListController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private(set) var items = ["Apple", "Banana", "Cherry", "Date", "Elderberry", "Fig", "Grape", "Honeydew", "Kiwi", "Lemon"]
    private var extras = ["Apricot", "Blueberry", "Clementine", "Damson", "Gooseberry", "Lime", "Mango", "Nectarine", "Orange", "Papaya"]
    private var details = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fruit"
        view.backgroundColor = .systemGroupedBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [unowned self] _ in self.addItem() })
        navigationItem.leftBarButtonItem = editButtonItem
        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    /// The next extra fruit at the top of the list (the + button).
    func addItem() {
        guard !extras.isEmpty else { return }
        items.insert(extras.removeFirst(), at: 0)
        tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    /// Delete (the editing mode's button, or a swipe's): the fruit leaves the list, animated.
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        items.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "In season" }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        cell.imageView?.image = UIImage(systemName: "star")
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        details += 1
        let detail = ScreensDetailController(item: items[indexPath.row])
        detail.debugName = "detail\(details)"
        navigationController?.pushViewController(detail, animated: true)
    }
}

/// One item's page, laid out with anchors and a stack view.
final class ScreensDetailController: UIViewController {
    let item: String

    init(item: String) {
        self.item = item
        super.init(nibName: nil, bundle: nil)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = item
        view.backgroundColor = .systemBackground
        let symbol = UIImageView(image: UIImage(systemName: "heart.fill"))
        symbol.tintColor = .systemPink
        symbol.contentMode = .scaleAspectFit
        symbol.heightAnchor.constraint(equalToConstant: 64).isActive = true
        let name = UILabel()
        name.text = item
        name.font = .systemFont(ofSize: 28, weight: .bold)
        let note = UILabel()
        note.text = "Pushed by the row you tapped. Back, or swipe from the left edge, pops it."
        note.textColor = .secondaryLabel
        note.numberOfLines = 0
        let ripeness = UISegmentedControl(items: ["Green", "Ripe", "Soft"])
        ripeness.selectedSegmentIndex = 1
        let favourite = UISwitch()
        let favouriteLabel = UILabel()
        favouriteLabel.text = "Favourite"
        let row = UIStackView(arrangedSubviews: [favouriteLabel, favourite])
        row.axis = .horizontal
        row.spacing = 12
        let stack = UIStackView(arrangedSubviews: [symbol, name, note, ripeness, row])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            note.widthAnchor.constraint(equalTo: stack.widthAnchor),
        ])
    }
}
