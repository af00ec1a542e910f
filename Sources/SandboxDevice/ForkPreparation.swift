@_implementationOnly import SandboxMedia

/// Called once by a fork server (`sandbox-device --serve`) after loading this runtime and before forking
/// any device: reads the bundled fonts into the process-wide faces every renderer shares, so a forked
/// device finds them in memory instead of reading about 2 MB per run. Starts no thread: the server
/// forks only while it has one.
@_cdecl("sandbox_device_prepare_for_forking")
public func __sandboxPrepareForForking() {
    _ = try? TTFFontRenderer()
}
