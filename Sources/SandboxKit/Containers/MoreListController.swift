import Foundation

/// The root of a tab bar controller's More navigation controller: a table listing the tabs that do not
/// fit in the bar (each with its tab bar item's image and title and a disclosure indicator); a tap on
/// one pushes it onto the More navigation controller. Its Edit button (the bar's customizing sheet) is
/// shown when any of the tab bar controller's `customizableViewControllers` is listed; the sheet itself
/// is not simulated (reported once).
final class MoreListController: UITableViewController {
    weak var owner: UITabBarController?

    init(owner: UITabBarController) {
        self.owner = owner
        super.init(style: .plain)
        title = "More"
        debugName = "moreList"
    }

    override init?(coder: NSCoder) { nil }

    private var listed: [UIViewController] { owner?.moreViewControllers ?? [] }

    /// The Edit button while something listed may be rearranged, as UIKit shows it.
    func updateEditButton() {
        let customizable = owner?.customizableViewControllers ?? []
        let editable = owner.map { $0.viewControllers?.contains { c in customizable.contains { $0 === c } } ?? false } ?? false
        if editable, navigationItem.rightBarButtonItem == nil {
            navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", primaryAction: UIAction { _ in
                NotSimulated.record("UITabBarController's More list editing (customizing the tab bar)")
            })
        } else if !editable {
            navigationItem.rightBarButtonItem = nil
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        updateEditButton()
        tableView.reloadData()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        owner?.moreListDidAppear()
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 1 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { listed.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "more") ?? UITableViewCell(style: .default, reuseIdentifier: "more")
        guard listed.indices.contains(indexPath.row) else { return cell }
        let item = listed[indexPath.row].tabBarItem
        cell.textLabel?.text = item?.title ?? listed[indexPath.row].title
        cell.imageView?.image = item?.image
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard listed.indices.contains(indexPath.row) else { return }
        owner?.userSelectedFromMore(listed[indexPath.row])
    }
}
