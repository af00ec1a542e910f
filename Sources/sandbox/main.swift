SandboxCommand.main()
