// A list screen as a tutorial writes one: a UITableView added with anchors, a data source and delegate,
// a row tap that pushes a detail page laid out with a stack view, and a row inserted from code.
import UIKit

final class DetailViewController: UIViewController {
    let fruit: String

    init(fruit: String) {
        self.fruit = fruit
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = fruit
        view.backgroundColor = .systemBackground

        let nameLabel = UILabel()
        nameLabel.text = fruit
        nameLabel.font = .systemFont(ofSize: 28, weight: .bold)
        let noteLabel = UILabel()
        noteLabel.text = "Picked from the list."
        noteLabel.textColor = .secondaryLabel
        noteLabel.numberOfLines = 0

        let stackView = UIStackView(arrangedSubviews: [nameLabel, noteLabel])
        stackView.axis = .vertical
        stackView.spacing = 8
        stackView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stackView)
        NSLayoutConstraint.activate([
            stackView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            stackView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            stackView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
        ])
    }
}

final class FruitListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .plain)
    var fruits = ["Apple", "Banana", "Cherry", "Date", "Elderberry", "Fig", "Grape"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fruit"
        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "FruitCell")
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

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return fruits.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "FruitCell", for: indexPath)
        cell.textLabel?.text = fruits[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        print("selected", fruits[indexPath.row])
        let detail = DetailViewController(fruit: fruits[indexPath.row])
        navigationController?.pushViewController(detail, animated: true)
    }

    func addFruit(_ name: String) {
        fruits.insert(name, at: 0)
        tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    }
}

let list = FruitListViewController()
let nav = UINavigationController(rootViewController: list)
window.rootViewController = nav
wait(0.5)

list.addFruit("Apricot")
wait(0.5)
print("rows", list.tableView.numberOfRows(inSection: 0), "cells", list.tableView.visibleCells.count)

// the third row ("Banana" now): the page starts under the 44-point bar, rows are 44 points tall
let row = list.tableView.rectForRow(at: IndexPath(row: 2, section: 0))
let point = list.tableView.convert(CGPoint(x: row.midX, y: row.midY), to: nil)
tap(x: point.x, y: point.y)
wait(1)
print(nav.topViewController!, nav.topViewController!.title!)
