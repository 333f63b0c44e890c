IDVRes.main()
