// An inbox as current tutorials build one: a UITableView pinned with anchors in a plain view
// controller, trailing swipe actions (a destructive Delete that removes the row, an Archive in blue
// whose completion reports it done) and a leading "Unread" action that declines (completion(false)).
// The user swipes a message left and archives it, swipes another left all the way (a full swipe
// deletes it), and swipes the first one right and taps Unread.
import UIKit

struct Message {
    let sender: String
    let subject: String
}

class InboxViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let tableView = UITableView()
    private var messages = [
        Message(sender: "Anna", subject: "Lunch on Friday?"),
        Message(sender: "Build bot", subject: "main is green"),
        Message(sender: "Carlos", subject: "Slides for the review"),
        Message(sender: "Dana", subject: "Re: holiday plans"),
    ]
    private(set) var archived: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        view.backgroundColor = .systemBackground
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
        tableView.dataSource = self
        tableView.delegate = self
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        let message = messages[indexPath.row]
        cell.textLabel?.text = "\(message.sender): \(message.subject)"
        return cell
    }

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            guard let self = self else { return }
            print("deleted", self.messages[indexPath.row].sender)
            self.messages.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            completion(true)
        }
        let archive = UIContextualAction(style: .normal, title: "Archive") { [weak self] _, _, completion in
            guard let self = self else { return }
            self.archived.append(self.messages[indexPath.row].sender)
            print("archived", self.messages[indexPath.row].sender)
            completion(true)
        }
        archive.backgroundColor = .systemBlue
        let configuration = UISwipeActionsConfiguration(actions: [delete, archive])
        configuration.performsFirstActionWithFullSwipe = true
        return configuration
    }

    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let unread = UIContextualAction(style: .normal, title: "Unread") { _, _, completion in
            print("marking unread is not supported yet")
            completion(false)
        }
        unread.backgroundColor = .systemBlue
        return UISwipeActionsConfiguration(actions: [unread])
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        print("opened", messages[indexPath.row].sender)
        tableView.deselectRow(at: indexPath, animated: true)
    }
}

let inbox = InboxViewController()
let nav = UINavigationController(rootViewController: inbox)
window.rootViewController = nav
wait(0.1)

@MainActor func rowCentre(_ row: Int) -> CGPoint {
    let rect = inbox.view.subviews[0].convert((inbox.view.subviews[0] as! UITableView).rectForRow(at: IndexPath(row: row, section: 0)), to: nil)
    return CGPoint(x: rect.midX, y: rect.midY)
}

// Anna's row: swipe left, then tap Archive (the inner of the two buttons).
let anna = rowCentre(0)
drag(from: CGPoint(x: 340, y: anna.y), to: CGPoint(x: 120, y: anna.y))
wait(0.4)
screenshot("swiped.png")
tap(x: 390 - 74 - 40, y: anna.y)
wait(0.4)

// Carlos's row: a full swipe deletes it.
let carlos = rowCentre(2)
drag(from: CGPoint(x: 380, y: carlos.y), to: CGPoint(x: 20, y: carlos.y))
wait(0.5)

// Anna's row again: swipe right, tap Unread, which declines; then a tap opens the message.
drag(from: CGPoint(x: 40, y: anna.y), to: CGPoint(x: 200, y: anna.y))
wait(0.4)
tap(x: 30, y: anna.y)
wait(0.4)
tap(x: 200, y: anna.y)
wait(0.4)
print("archived:", inbox.archived)
