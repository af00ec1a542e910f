/// What the host asks of a fork server (`sandbox-device --serve`), and what the server answers. The
/// request is one message, its fields separated by NUL bytes: `run`, the scenario library's path, then
/// the device's whole environment as `NAME=value` entries; the device's stdout-and-stderr pipe and its
/// event pipe come attached, in that order. The answers are single text messages: `started PID` once the
/// device is forked, then `exited PID STATUS` (the raw `waitpid` status) when it has ended; `failed WHY`
/// instead when the server cannot fork. Devices may overlap (the host may ask for the next before the
/// last has been reaped), so an `exited` answer may come between a request and its `started`.
public struct ForkRequest: Equatable {
    public var library: String
    public var environment: [String]

    public init(library: String, environment: [String]) {
        self.library = library
        self.environment = environment
    }

    public var bytes: [UInt8] {
        var out = Array("run".utf8)
        for field in [library] + environment {
            out.append(0)
            out += field.utf8
        }
        return out
    }

    /// nil for anything but a well-formed request.
    public init?(bytes: [UInt8]) {
        let fields = bytes.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        guard fields.count >= 2, fields[0] == "run", !fields[1].isEmpty else { return nil }
        library = fields[1]
        environment = Array(fields[2...])
    }

    /// The server's answers.
    public enum Answer: Equatable {
        case started(pid: Int32)
        case exited(pid: Int32, status: Int32)
        case failed(String)

        public var text: String {
            switch self {
            case .started(let pid): return "started \(pid)"
            case .exited(let pid, let status): return "exited \(pid) \(status)"
            case .failed(let why): return "failed \(why)"
            }
        }

        public init?(text: String) {
            let parts = text.split(separator: " ", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { return nil }
            switch parts[0] {
            case "started": guard let pid = Int32(parts[1]) else { return nil }; self = .started(pid: pid)
            case "exited":
                let numbers = parts[1].split(separator: " ").compactMap { Int32($0) }
                guard numbers.count == 2 else { return nil }
                self = .exited(pid: numbers[0], status: numbers[1])
            case "failed": self = .failed(parts[1])
            default: return nil
            }
        }
    }
}
