// Xcode's Master-Detail template, as its master list was generated for years (the split-view parts
// left out): the Edit button on the left, a + on the right that inserts a row at the top, and
// swipe-free deletion in editing mode through tableView(_:commit:forRowAt:). The user adds three items,
// taps Edit, taps the red minus of the second row, then its Delete button, then Done.
import UIKit

class MasterViewController: UITableViewController {
    var objects = [Any]()
    var added = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Master"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        navigationItem.leftBarButtonItem = editButtonItem

        let addButton = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(insertNewObject(_:)))
        navigationItem.rightBarButtonItem = addButton
    }

    @objc
    func insertNewObject(_ sender: Any) {
        added += 1
        objects.insert("Item \(added)", at: 0)
        let indexPath = IndexPath(row: 0, section: 0)
        tableView.insertRows(at: [indexPath], with: .automatic)
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        print("editing:", editing, "button:", editButtonItem.title ?? "")
    }

    // MARK: - Table View

    override func numberOfSections(in tableView: UITableView) -> Int {
        return 1
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return objects.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)

        let object = objects[indexPath.row] as! String
        cell.textLabel!.text = object
        return cell
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        // Return false if you do not want the specified item to be editable.
        return true
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        if editingStyle == .delete {
            print("deleting", objects[indexPath.row])
            objects.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        } else if editingStyle == .insert {
            // Create a new instance of the appropriate class, insert it into the array, and add a new row to the table view.
        }
    }
}

let master = MasterViewController(style: .plain)
let nav = UINavigationController(rootViewController: master)
window.rootViewController = nav
wait(0.1)

@MainActor func center(_ v: UIView) -> CGPoint { v.convert(CGPoint(x: v.bounds.midX, y: v.bounds.midY), to: nil) }

// The bar's item views, to tap them where they are drawn.
let add = center(nav.navigationBar.rightItemViews[0])
for _ in 0..<3 {
    tap(x: add.x, y: add.y)
    wait(0.4)
}
let edit = center(nav.navigationBar.leftItemViews[0])
tap(x: edit.x, y: edit.y)
wait(0.4)

let second = master.tableView.cellForRow(at: IndexPath(row: 1, section: 0))!
// the red minus sits 27 points in from the row's leading edge
let minus = second.convert(CGPoint(x: 27, y: second.bounds.midY), to: nil)
tap(x: minus.x, y: minus.y)
wait(0.4)
// the Delete button fills the trailing end of the row
let delete = second.convert(CGPoint(x: second.bounds.width - 30, y: second.bounds.midY), to: nil)
tap(x: delete.x, y: delete.y)
wait(0.5)
print("rows:", master.objects.count, master.objects.map { "\($0)" }.joined(separator: ", "))

tap(x: edit.x, y: edit.y)
wait(0.4)
