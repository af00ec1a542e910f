import Foundation
import Raster
import SandboxKit

/// What the device tells the window over the control socket (one datagram each, a line of text). The
/// lifecycle events do not travel here: they go down the event pipe as the JSON Lines of the event log.
public enum DeviceMessage: Equatable, Sendable {
    case frame(FrameNotice)
    /// The controller table changed: every live controller, in tree order.
    case controllers([ControllerRow])
    /// The answer to `HostMessage.ping`: the device's run loop is turning.
    case pong(Int)
    /// The answer to `HostMessage.viewTree`: the window's views (JSON after the first line).
    case views(ViewTreeNode)
    /// A text field or text view became first responder (true) or resigned (false): while it holds
    /// the keyboard the window sends it every key that types.
    case keyboard(Bool)

    public var encoded: String {
        switch self {
        case .frame(let f):
            let d = f.damage
            return "frame \(f.number) \(f.buffer) \(f.width) \(f.height) \(d.x) \(d.y) \(d.width) \(d.height)"
        case .controllers(let rows):
            return (["controllers"] + rows.map(\.encoded)).joined(separator: "\n")
        case .pong(let n):
            return "pong \(n)"
        case .views(let tree):
            let json = (try? JSONEncoder().encode(tree)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
            return "views\n" + json
        case .keyboard(let shown):
            return "keyboard \(shown ? 1 : 0)"
        }
    }

    public init?(encoded text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.first else { return nil }
        let words = first.split(separator: " ")
        switch words.first {
        case "frame":
            let n = words.dropFirst().compactMap { Int($0) }
            guard words.count == 9, n.count == 8, (0..<SharedFrames.bufferCount).contains(n[1]), n[2] >= 0, n[3] >= 0 else { return nil }
            self = .frame(FrameNotice(number: n[0], buffer: n[1], width: n[2], height: n[3],
                                      damage: IntRect(x: n[4], y: n[5], width: n[6], height: n[7])))
        case "controllers":
            guard words.count == 1 else { return nil }
            var rows: [ControllerRow] = []
            for line in lines.dropFirst() {
                guard let row = ControllerRow(encoded: String(line)) else { return nil }
                rows.append(row)
            }
            self = .controllers(rows)
        case "views":
            guard words.count == 1, let newline = text.firstIndex(of: "\n"),
                  let tree = try? JSONDecoder().decode(ViewTreeNode.self, from: Data(text[text.index(after: newline)...].utf8))
            else { return nil }
            self = .views(tree)
        case "pong":
            guard words.count == 2, let n = Int(words[1]) else { return nil }
            self = .pong(n)
        case "keyboard":
            guard words.count == 2, words[1] == "0" || words[1] == "1" else { return nil }
            self = .keyboard(words[1] == "1")
        default:
            return nil
        }
    }
}
