@_implementationOnly import CSQLite
import Foundation

/// The store's file: one SQLite database with a table of objects (entity, number, values as JSON). The
/// layout is this sandbox's own, not the one iOS writes (`ZITEM` tables); what matters is that an app's
/// data is on disk and read back at its next launch.
final class SQLiteDatabase {
    private var handle: OpaquePointer?
    let path: String

    init(path: String) throws {
        self.path = path
        var db: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX
        let status = sqlite3_open_v2(path, &db, flags, nil)
        guard status == SQLITE_OK, let db else {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
            sqlite3_close(db)
            throw SQLiteDatabase.error("cannot open the store at \(path): \(message)", code: 134080)
        }
        handle = db
        try execute("PRAGMA journal_mode=WAL")
        try execute("CREATE TABLE IF NOT EXISTS sandbox_objects (number INTEGER PRIMARY KEY, entity TEXT NOT NULL, data TEXT NOT NULL)")
        try execute("CREATE TABLE IF NOT EXISTS sandbox_metadata (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
    }

    deinit { sqlite3_close(handle) }

    static func error(_ message: String, code: Int) -> NSError {
        NSError(domain: NSCocoaErrorDomain, code: code, userInfo: [NSLocalizedDescriptionKey: message])
    }

    private var message: String { handle.map { String(cString: sqlite3_errmsg($0)) } ?? "closed" }

    func execute(_ sql: String) throws {
        guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else {
            throw Self.error("SQLite: \(message) (\(sql))", code: 134030)
        }
    }

    /// Every object row: its number, entity name and values' JSON.
    func rows() throws -> [(number: Int64, entity: String, data: String)] {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, "SELECT number, entity, data FROM sandbox_objects ORDER BY number", -1, &statement, nil) == SQLITE_OK else {
            throw Self.error("SQLite: \(message)", code: 134080)
        }
        defer { sqlite3_finalize(statement) }
        var out: [(Int64, String, String)] = []
        while true {
            let step = sqlite3_step(statement)
            if step == SQLITE_DONE { break }
            guard step == SQLITE_ROW else { throw Self.error("SQLite: \(message)", code: 134080) }
            let entity = sqlite3_column_text(statement, 1).map { String(cString: $0) } ?? ""
            let data = sqlite3_column_text(statement, 2).map { String(cString: $0) } ?? "{}"
            out.append((sqlite3_column_int64(statement, 0), entity, data))
        }
        return out
    }

    /// Writes and removes rows in one transaction: all of a save reaches the file, or none of it.
    func write(upserts: [(number: Int64, entity: String, data: String)], deletes: [Int64]) throws {
        try execute("BEGIN IMMEDIATE")
        do {
            let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
            var upsert: OpaquePointer?
            guard sqlite3_prepare_v2(handle, "INSERT OR REPLACE INTO sandbox_objects (number, entity, data) VALUES (?, ?, ?)", -1, &upsert, nil) == SQLITE_OK else {
                throw Self.error("SQLite: \(message)", code: 134030)
            }
            defer { sqlite3_finalize(upsert) }
            for row in upserts {
                sqlite3_reset(upsert)
                sqlite3_bind_int64(upsert, 1, row.number)
                sqlite3_bind_text(upsert, 2, row.entity, -1, transient)
                sqlite3_bind_text(upsert, 3, row.data, -1, transient)
                guard sqlite3_step(upsert) == SQLITE_DONE else { throw Self.error("SQLite: \(message)", code: 134030) }
            }
            var delete: OpaquePointer?
            guard sqlite3_prepare_v2(handle, "DELETE FROM sandbox_objects WHERE number = ?", -1, &delete, nil) == SQLITE_OK else {
                throw Self.error("SQLite: \(message)", code: 134030)
            }
            defer { sqlite3_finalize(delete) }
            for number in deletes {
                sqlite3_reset(delete)
                sqlite3_bind_int64(delete, 1, number)
                guard sqlite3_step(delete) == SQLITE_DONE else { throw Self.error("SQLite: \(message)", code: 134030) }
            }
            try execute("COMMIT")
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    func metadata(_ key: String) -> String? {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, "SELECT value FROM sandbox_metadata WHERE key = ?", -1, &statement, nil) == SQLITE_OK else { return nil }
        defer { sqlite3_finalize(statement) }
        sqlite3_bind_text(statement, 1, key, -1, unsafeBitCast(-1, to: sqlite3_destructor_type.self))
        guard sqlite3_step(statement) == SQLITE_ROW else { return nil }
        return sqlite3_column_text(statement, 0).map { String(cString: $0) }
    }

    func setMetadata(_ key: String, _ value: String) throws {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, "INSERT OR REPLACE INTO sandbox_metadata (key, value) VALUES (?, ?)", -1, &statement, nil) == SQLITE_OK else {
            throw Self.error("SQLite: \(message)", code: 134030)
        }
        defer { sqlite3_finalize(statement) }
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        sqlite3_bind_text(statement, 1, key, -1, transient)
        sqlite3_bind_text(statement, 2, value, -1, transient)
        guard sqlite3_step(statement) == SQLITE_DONE else { throw Self.error("SQLite: \(message)", code: 134030) }
    }
}
